import type { CardDef } from '../cardApi';
import { detainmentMinionSite, neverTaps } from '../vocab/sites';

// Information is playable where the data says (regions.ts); no item class is.
const def: CardDef = neverTaps(detainmentMinionSite("The Worthy Hills", "Nearest Darkhaven: Carn Dûm / Playable: Information / Automatic-attacks: / Men — each character faces 1 strike with 9 prowess (detainment against covert company) / Special: This site never taps.", [], "Men", 9, 'covert'));
export default def;
