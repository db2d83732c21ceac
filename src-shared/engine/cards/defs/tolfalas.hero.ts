import type { CardDef } from '../cardApi';
import { itemsHere, undeadSite } from '../vocab/sites';

// "greater*": of the greater items only the named ones are playable (its `itemsHere` effect, read by phases/site.ts); the item classes checked are the others.
const def: CardDef = undeadSite("Tolfalas", "Nearest Haven: Edhellond / Playable: Items (minor, major, greater*) *—Scroll of Isildur only. / Automatic-attacks: / Undead — 3 strikes with 7 prowess; each character wounded must make a corruption check", ["minor","major"], 3, 7, 0, false,
  [itemsHere('greater', 'Scroll of Isildur only', { names: ['scroll of isildur'] })]);
export default def;
