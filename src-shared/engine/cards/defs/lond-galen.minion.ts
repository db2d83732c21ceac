import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

const def: CardDef = detainmentMinionSite("Lond Galen", "Nearest Darkhaven: Geann a-Lisch / Playable: Items (gold ring) / Automatic-attacks: / Men — each character faces 1 strike with 6 prowess (detainment against covert company)", ["gold ring"], "Men", 6, 'covert');
export default def;
