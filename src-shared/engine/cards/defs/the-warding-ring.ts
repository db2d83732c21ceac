import type { CardDef } from '../cardApi';
import { lowerMind, testedRing } from '../vocab/rings';

// It comes from the Ring deck when a gold ring's test names a Spirit Ring (rings.ts testRing, which skips a ring its bearer already holds).
// The card data gives no body bonus: the text's figures.
const def: CardDef = {
  ...testedRing('The Warding Ring', 'Spirit Ring. Armor. Playable only with a gold ring and after a test indicates a Spirit Ring. -2 to bearer\'s mind (minimum of 1). +2 to bearer\'s body (to a maximum of 10). Cannot be duplicated on a given character.', [lowerMind(-2), { on: 'gearFigures', body: { bonus: 2, max: 10 } }]),
  template: { kind: 'spiritMindRing', args: [] },
};
export default def;
