import type { CardDef } from '../cardApi';
import { creatureFromHand, deepsSite, notDetainedHere } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment" (combat.ts isDetainment, NOT_DETAINED_HERE).
const def: CardDef = notDetainedHere(creatureFromHand(deepsSite("The Under-leas", "Adjacent Sites: Mount Gundabad (0), The Iron-deeps (5), The Under-grottos (7), The Under-gates (5), The Under-vaults (6) / Playable: Items (minor, major) / Automatic-attacks (2): / (1st) Orcs — 5 strikes with 7 prowess (detainment against overt company) / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to a Ruins & Lairs [{R}] / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor", "major"], { race: "Orcs", strikes: 5, prowess: 7 }, true, "overt"), 'R'));
export default def;
