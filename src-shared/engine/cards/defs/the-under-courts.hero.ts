import type { CardDef } from '../cardApi';
import { creatureFromHand, deepsSite, nazgulAttack } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: the Nazgûl permanent-event in play attacks after the site's other automatic-attacks and is discarded (its `permanentAutoAttack` effect;
// coe-rules 2.V.ii.3: "Automatic-attacks added to a site are added to the end of the site's other automatic-attacks"). Of several, the first in play.
const def: CardDef = nazgulAttack(creatureFromHand(deepsSite("The Under-courts", "Adjacent Sites: Barad-dûr (0), The Sulfur-deeps (5), The Under-galleries (4) / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Trolls — 3 strikes with 10 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to Shadow-holds [S] / Special: If any Nazgûl permanent-event is in play, one must be used as an additional automatic-attack (attacker’s choice, discard after use—ignore result of defeat).", ["minor", "major", "greater"], { race: "Trolls", strikes: 3, prowess: 10 }, false, false), 'S'), null);
export default def;
