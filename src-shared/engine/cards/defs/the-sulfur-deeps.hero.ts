import type { CardDef } from '../cardApi';
import { creatureFromHand, deepsSite, nazgulAttack } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
// "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand": vocab/sites.ts creatureFromHand (coe-rules 2.V.ii.4:
// "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it
// count as a creature attack"; defeated, "Creature cards played as automatic-attacks are immediately discarded").
// Special: the Nazgûl permanent-event in play attacks after the site's other automatic-attacks and is discarded (its `permanentAutoAttack` effect;
// coe-rules 2.V.ii.3: "Automatic-attacks added to a site are added to the end of the site's other automatic-attacks"). Of several, the first in play.
const def: CardDef = nazgulAttack(creatureFromHand(deepsSite("The Sulfur-deeps", "Adjacent Sites: Dol Guldur (0), The Under-courts (5), The Pûkel-deeps (9), The Under-gates (5), The Under-galleries (8) / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Trolls — 2 strikes with 9 prowess / (2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to Shadow-holds [S] / Special: If Khamûl the Easterling or Adûnaphel is in play as a permanent-event, one must be used as an additional automatic-attack (attacker’s choice, discard after use—ignore result of defeat).", ["minor", "major", "greater"], { race: "Trolls", strikes: 2, prowess: 9 }, false, false), 'S'), ['Khamûl the Easterling', 'Adûnaphel']);
export default def;
