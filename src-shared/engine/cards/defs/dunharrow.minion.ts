import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

const def: CardDef = detainmentMinionSite("Dunharrow", "Nearest Darkhaven: Minas Morgul / Playable: Information / Automatic-attacks: / Men — each character faces 1 strike with 6 prowess (detainment against covert company)", [], "Men", 6, 'covert');
export default def;
