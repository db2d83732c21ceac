import type { CardDef } from '../cardApi';
import { creatureFromHand, creaturesPlayableHere, deepsSite } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: creatures of these races are keyed to the site (its `creaturesHere` effect).
const def: CardDef = creaturesPlayableHere(creatureFromHand(deepsSite("The Pûkel-deeps", "Adjacent Sites: Dunharrow (0), The Gem-deeps (9), The Sulfur-deeps (9) / Playable: Items (minor, major, gold ring) / Automatic-attacks (2): / (1st) Pûkel-creature — 2 strikes with 11 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to Shadow-holds [{S}] / Special: Any Undead creature or Pûkel-creature may also be played at this site.", ["minor", "major", "gold ring"], { race: "Pûkel-creature", strikes: 2, prowess: 11 }, false, false), 'S'), ['Undead', 'Pûkel-creature']);
export default def;
