import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Olog Warlords',
  text: 'Trolls. Three strikes (playable only against hero companies).',
  static: [{ on: 'creature', after: 'playableIf', label: 'playable only against hero companies', alignments: ['wizard'] }],
};
export default def;
