import type { CardDef } from '../cardApi';
import { itemsHere, undeadSite } from '../vocab/sites';

// "greater*": of the greater items only the named ones are playable (its `itemsHere` effect, read by phases/site.ts); the item classes checked are the others.
const def: CardDef = undeadSite("Lossadan Cairn", "Nearest Haven: Rivendell / Playable: Items (minor, major, greater*), *—Palantíri Only / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check", ["minor","major"], 2, 8, 0, false,
  [itemsHere('greater', 'Palantíri only', { keyword: 'Palantír' })]);
export default def;
