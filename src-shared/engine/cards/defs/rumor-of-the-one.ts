import type { CardDef } from '../cardApi';
import { discardWhenExhausted } from '../vocab/hazards';
import { ringItem } from '../vocab/rings';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Rumor of the One',
  alignment: ['Minion'],
  // Every ring item in play, whoever bears it (stored ones too, for their marshalling points: scoring.ts).
  text: '+1 to the corruption points and the marshalling points for all ring items. Discard when any play deck is exhausted. Cannot be duplicated.',
  play: { side: 'resource', windows: ANY_PHASE, requires: [{ is: 'notInPlay', names: ['Rumor of the One'] }] },
  effects: [discardWhenExhausted],
  static: [
    { on: 'itemCorruption', subtypes: [], delta: 1, items: ringItem },
    { on: 'itemPoints', items: ringItem, delta: 1 },
  ],
};
export default def;
