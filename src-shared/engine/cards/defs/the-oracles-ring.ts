import type { CardDef } from '../cardApi';
import { lowerMind, testedRing } from '../vocab/rings';

// It comes from the Ring deck when a gold ring's test names a Spirit Ring (rings.ts testRing, which skips a ring its bearer already holds).
const def: CardDef = {
  ...testedRing('The Oracle\'s Ring', 'Spirit Ring. Playable only with a gold ring and after a test indicates a Spirit Ring. -2 to bearer\'s mind (minimum of 1). +4 to bearer\'s direct influence. Cannot be duplicated on a given character.', [lowerMind(-2), { on: 'bearer', stat: 'di', delta: 4 }]),
  template: { kind: 'spiritMindRing', args: [] },
};
export default def;
