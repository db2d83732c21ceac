import type { CardDef } from '../cardApi';
import { ANY_TIME } from '../vocab/bearer';

// "Hoard item": a minor item comes from the face-up minor items or the draft (Arda Revised: "All minor items, even unique or
// hoard items, may be chosen in the draft").
const def: CardDef = {
  name: 'Old Treasure',
  alignment: ['Minion'],
  text: 'Hoard item. +1 direct influence. Discard this item to give +4 direct influence to bearer until the end of the turn.',
  static: [{ on: 'bearer', stat: 'di', delta: 1 }],
  abilities: [
    {
      label: 'discard: +4 direct influence to the bearer until the end of the turn',
      windows: ANY_TIME,
      costs: ['discardSelf'],
      effects: [{ do: 'modify', who: 'bearer', stat: 'di', delta: 4, until: 'endOfTurn' }],
    },
  ],
};
export default def;
