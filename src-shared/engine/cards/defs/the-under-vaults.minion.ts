import type { CardDef } from '../cardApi';
import { creatureFromHand, creaturesPlayableHere, deepsSite } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: creatures of these races are keyed to the site (its `creaturesHere` effect).
const def: CardDef = creaturesPlayableHere(creatureFromHand(deepsSite("The Under-vaults", "Adjacent Sites: Mount Gram (0), The Iron-deeps (6), The Under-leas (6) / Playable: Items (minor, major) / Automatic-attacks (2): / (1st) Undead — 3 strikes with 8 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to a Shadow-hold [{S}] / Special: Any Undead creature may be played at this site.", ["minor", "major"], { race: "Undead", strikes: 3, prowess: 8 }, true, false), 'S'), ['Undead']);
export default def;
