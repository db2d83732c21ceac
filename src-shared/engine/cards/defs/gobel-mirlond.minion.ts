import type { CardDef } from '../cardApi';
import { detainmentMinionSite, itemsHere } from '../vocab/sites';

// "major*": of the major items only weapons, armor, shields and helmets (its `itemsHere` effect, read by phases/site.ts).
const def: CardDef = detainmentMinionSite("Gobel Mírlond", "Nearest Darkhaven: Minas Morgul / Playable: Items (minor, major*) *—weapon, armor, shield, or helmet only / Automatic-attacks: / Men — each character faces 1 strike with 8 prowess (detainment against covert company)", ["minor","major"], "Men", 8, 'covert', [itemsHere('major', 'weapon, armor, shield, or helmet only', { gear: true })]);
export default def;
