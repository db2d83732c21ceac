import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

const def: CardDef = detainmentMinionSite("Lossadan Camp", "Nearest Darkhaven: Carn Dûm / Playable: Items (gold ring) / Automatic-attacks: / Men — each character faces 1 strike with 5 prowess (detainment against covert company)", ["gold ring"], "Men", 5, 'covert');
export default def;
