import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

const def: CardDef = detainmentMinionSite("Woodmen-town", "Nearest Darkhaven: Dol Guldur / Automatic-attacks: / Men — each character faces 1 strike with 6 prowess (detainment against covert company)", [], "Men", 6, 'covert');
export default def;
