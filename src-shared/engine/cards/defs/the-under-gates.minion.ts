import type { CardDef } from '../cardApi';
import { balrogGone, creatureFromHand, deepsSite, notDetainedHere } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment" (combat.ts isDetainment, NOT_DETAINED_HERE).
// Special: its Balrog automatic-attack is not faced while a manifestation of Balrog of Moria is in play or defeated (coe-rules g.bal.1: "If a
// manifestation of The Balrog is in play or has been eliminated, ignore all Balrog automatic-attacks").
const def: CardDef = balrogGone(notDetainedHere(creatureFromHand(deepsSite("The Under-gates", "Adjacent Sites: Moria (0), The Under-grottos (7), The Gem-deeps (6), The Sulfur-deeps (4), Under-leas (5) / Playable: Items (minor, major) / Automatic-attacks (2): / (1st) Balrog — 2 strikes with 16 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to a Ruins & Lairs [{R}] / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment. If a manifestation of Balrog of Moria is in play or defeated, the first automatic-attack is canceled.", ["minor", "major"], { race: "Balrog", strikes: 2, prowess: 16 }, true, false), 'R')));
export default def;
