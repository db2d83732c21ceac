import type { CardDef } from '../cardApi';
import { creatureFromHand, deepsSite, nazgulAttack } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: the Nazgûl permanent-event in play attacks after the site's other automatic-attacks and is discarded (its `permanentAutoAttack` effect;
// coe-rules 2.V.ii.3: "Automatic-attacks added to a site are added to the end of the site's other automatic-attacks"). Of several, the first in play.
const def: CardDef = nazgulAttack(creatureFromHand(deepsSite("The Iron-deeps", "Adjacent Sites: Carn Dûm (0), The Under-leas (6), The Under-vaults (7) / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Trolls — 3 strikes with 9 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to Ruins & Lairs [r] / Special: If the Witch-king of Angmar is in play as a permanent-event, it must be used as an additional automatic-attack (discard after use—ignore result of defeat).", ["minor", "major", "greater"], { race: "Trolls", strikes: 3, prowess: 9 }, false, false), 'R'), ['Witch-king of Angmar']);
export default def;
