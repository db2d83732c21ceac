import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Elves upon Errantry',
  text: 'Elves. Four strikes (playable only against minion companies).',
  static: [{ on: 'creature', after: 'playableIf', label: 'playable only against minion companies', alignments: ['ringwraith'] }],
};
export default def;
