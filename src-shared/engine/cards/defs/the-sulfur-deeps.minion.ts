import type { CardDef } from '../cardApi';
import { deepsSite } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
const def: CardDef = deepsSite("The Sulfur-deeps", "Adjacent Sites: Dol Guldur (0), The Under-courts (4), The Pûkel-deeps (9), The Under-gates (4), The Under-galleries (7) / Playable: Items (minor) / Automatic-attacks: / Trolls — 2 strikes with 10 prowess (detainment)", ["minor"], { race: "Trolls", strikes: 2, prowess: 10 }, true, true);
export default def;
