import type { CardDef } from '../cardApi';
import { lowerMind, testedRing } from '../vocab/rings';

// It comes from the Ring deck when a gold ring's test names a Spirit Ring (rings.ts testRing, which skips a ring its bearer already holds).
// A weapon without a maximum ("+3 to bearer's prowess"); the card data gives no bonus: the text's figures.
const def: CardDef = {
  ...testedRing('The Reviled Ring', 'Spirit Ring. Weapon. Playable only with a gold ring and after a test indicates a Spirit Ring. -2 to bearer\'s mind (minimum of 1). +3 to bearer\'s prowess. Cannot be duplicated on a given character.', [lowerMind(-2), { on: 'weaponFigures', normal: { bonus: 3, max: 99 } }]),
  template: { kind: 'spiritMindRing', args: [] },
};
export default def;
