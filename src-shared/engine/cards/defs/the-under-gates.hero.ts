import type { CardDef } from '../cardApi';
import { balrogGone, creatureFromHand, deepsSite } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: its Balrog automatic-attack is not faced while a manifestation of Balrog of Moria is in play or defeated (coe-rules g.bal.1: "If a
// manifestation of The Balrog is in play or has been eliminated, ignore all Balrog automatic-attacks").
const def: CardDef = balrogGone(creatureFromHand(deepsSite("The Under-gates", "Adjacent Sites: Moria (0), The Gem-deeps (6), The Sulfur-deeps (5), The Under-grottos (8), The Under-leas (6) / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks (2): / (1st) Balrog — 2 strikes with 16 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to Ruins & Lairs [{R}] / Special: If Balrog of Moria is in play or if it or Durin’s Bane has been defeated, the first automatic attack is canceled.", ["minor", "major", "greater", "gold ring"], { race: "Balrog", strikes: 2, prowess: 16 }, false, false), 'R'));
export default def;
