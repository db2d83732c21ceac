import type { CardDef } from '../cardApi';
import { detainmentSite } from '../vocab/sites';

// Hero sites: only Wizard players' companies use them, so "(detainment)" is detainment against Wizard companies.
const def: CardDef = detainmentSite("Gobel Mírlond", "Nearest Haven: Edhellond / Playable: Items (minor, major) / Automatic-attacks: / Men — 4 strikes with 9 prowess (detainment)", ["minor","major"], "Men", 4, 9);
export default def;
