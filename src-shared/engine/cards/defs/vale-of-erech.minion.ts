import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

const def: CardDef = detainmentMinionSite("Vale of Erech", "Nearest Darkhaven: Minas Morgul / Playable: Items (gold ring) / Automatic-attacks: / Men — each character faces 1 strike with 7 prowess (detainment against covert company)", ["gold ring"], "Men", 7, 'covert');
export default def;
