import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

const def: CardDef = detainmentMinionSite("Variag Camp", "Nearest Darkhaven: Minas Morgul / Automatic-attacks: / Men — each character faces 1 strike with 5 prowess (detainment against covert company)", [], "Men", 5, 'covert');
export default def;
