import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

// Minion sites whose automatic-attack is detainment against covert (or overt) companies.
const def: CardDef = detainmentMinionSite("Dale", "Nearest Darkhaven: Dol Guldur / Playable: Items (gold ring) / Automatic-attacks: / Men — each character faces 1 strike with 5 prowess (detainment against covert company)", ["gold ring"], "Men", 5, 'covert');
export default def;
