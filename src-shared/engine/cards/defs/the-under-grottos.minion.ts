import type { CardDef } from '../cardApi';
import { creatureFromHand, deepsSite, ringTestsHere } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: a gold ring tested in a company at this site (its `ringTestHere` effect, rings.ts testRing).
const def: CardDef = ringTestsHere(creatureFromHand(deepsSite("The Under-grottos", "Adjacent Sites: Goblin-gate (0), The Under-leas (7), The Under-gates (7) / Playable: Items (minor, major, gold ring) / Automatic-attacks (2): / (1st) Orcs — 4 strikes with 7 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to a Shadow-hold [{S}] / Special: When a gold ring is tested in a company at this site, the result of the roll is modified by +1.", ["minor", "major", "gold ring"], { race: "Orcs", strikes: 4, prowess: 7 }, true, false), 'S'), 1);
export default def;
