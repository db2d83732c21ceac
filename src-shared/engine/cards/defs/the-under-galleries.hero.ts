import type { CardDef } from '../cardApi';
import { creatureFromHand, deepsSite } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// "Stolen Knowledge. When Under-galleries would be placed in your discard pile, place it in your marshalling points pile instead": Arda's sites
// are one shared map, never a player's card to discard (companies stand at sites by id), so it cannot arise.
const def: CardDef = creatureFromHand(deepsSite("The Under-galleries", "Adjacent Sites: Any site in Ûdun (0), The Under-courts (4), The Sulfur-deeps (8) / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Trolls — 4 strikes with 9 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to Shadow-holds [S] / Special: Stolen Knowledge. When Under-galleries would be placed in your discard pile, place it in your marshalling points pile instead for 3 marshalling points—this card is considered stored.", ["minor", "major", "greater"], { race: "Trolls", strikes: 4, prowess: 9 }, false, false), 'S');
export default def;
