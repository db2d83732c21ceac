import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

const def: CardDef = detainmentMinionSite("Henneth Annûn", "Nearest Darkhaven: Minas Morgul / Automatic-attacks: / Dúnedain — each character faces 1 strike with 7 prowess (detainment against covert company)", [], "Dúnedain", 7, 'covert');
export default def;
