import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Sons of Kings',
  text: 'Dúnedain. Three strikes (playable only against minion companies).',
  static: [{ on: 'creature', after: 'playableIf', label: 'playable only against minion companies', alignments: ['ringwraith'] }],
};
export default def;
