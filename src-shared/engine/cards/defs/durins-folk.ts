import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Durin’s Folk',
  text: 'Dwarves. Five strikes. Detainment and -2 prowess against hero companies. May also be played keyed to The Shire.',
  static: [
    { on: 'creature', after: 'detainment', against: ['wizard'] },
    { on: 'creature', after: 'prowessAgainst', alignments: ['wizard'], delta: -2 },
  ],
};
export default def;
