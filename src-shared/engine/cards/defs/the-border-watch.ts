import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'The Border-watch',
  text: 'Men. Five strikes (two strikes and detainment against hero companies).',
  static: [
    { on: 'creature', after: 'strikesAgainst', alignments: ['wizard'], strikes: 2 },
    { on: 'creature', after: 'detainment', against: ['wizard'] },
  ],
};
export default def;
