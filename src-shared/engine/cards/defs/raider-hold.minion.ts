import type { CardDef } from '../cardApi';
import { detainmentMinionSite, itemsHere } from '../vocab/sites';

// Minion sites whose automatic-attack is detainment against covert (or overt) companies.
// "major*": of the major items only weapons, armor, shields and helmets (its `itemsHere` effect, read by phases/site.ts; Hauberk of Bright Mail is armor).
const def: CardDef = detainmentMinionSite("Raider-hold", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major*) *—weapon, armor, shield, or helmet only / Automatic-attacks: / Men — each character faces 1 strike with 7 prowess (detainment against covert company)", ["minor","major"], "Men", 7, 'covert',
  [itemsHere('major', 'weapon, armor, shield, or helmet only', { gear: true })]);
export default def;
