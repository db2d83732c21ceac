import type { CardDef } from '../cardApi';
import { deepsSite } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
const def: CardDef = deepsSite("The Under-galleries", "Adjacent Sites: Any site in Udûn (0), The Under-courts (4), The Sulfur-deeps (7) / Playable: Information, Items (minor) / Automatic-attacks: / Trolls — 4 strikes with 10 prowess (detainment)", ["minor"], { race: "Trolls", strikes: 4, prowess: 10 }, true, true);
export default def;
