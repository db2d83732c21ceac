import type { CardDef } from '../cardApi';
import { itemsHere, revealedTap, undeadSite } from '../vocab/sites';

// "greater*": of the greater items only the named ones are playable (its `itemsHere` effect, read by phases/site.ts); the item classes checked are the others.
const def: CardDef = revealedTap(undeadSite("Tolfalas", "Nearest Darkhaven: Minas Morgul / Playable: Items (minor, major, greater*) *—Scroll of Isildur only / Automatic-attacks: / Undead — 3 strikes with 7 prowess; each character wounded must make a corruption check modified by -2 / Special: An overt company must tap an untapped character (if available) if this site is revealed as its new site.", ["minor","major"], 3, 7, -2, true,
  [itemsHere('greater', 'Scroll of Isildur only', { names: ['scroll of isildur'] })]), 'overt');
export default def;
