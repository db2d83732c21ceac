import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

// Minion sites whose automatic-attack is detainment against covert (or overt) companies.
const def: CardDef = detainmentMinionSite("Easterling Camp", "Nearest Darkhaven: Dol Guldur / Automatic-attacks: / Men — each character faces 1 strike with 5 prowess (detainment against covert company)", [], "Men", 5, 'covert');
export default def;
