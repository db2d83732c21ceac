import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

// Minion sites whose automatic-attack is detainment against covert (or overt) companies.
const def: CardDef = detainmentMinionSite("Mount Gundabad", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major) / Automatic-attacks: / Orcs — each character faces 1 strike with 7 prowess (detainment against overt company)", ["minor","major"], "Orcs", 7, 'overt');
export default def;
