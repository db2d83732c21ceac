import type { CardDef } from '../cardApi';
import { deepsSite } from '../vocab/sites';

// An Under-deeps site (coe-rules 2.II.7.iii: reached from the sites its card lists as adjacent; regions.ts deepsMoves).
const def: CardDef = deepsSite("The Iron-deeps", "Adjacent Sites: Carn Dûm (0), The Under-leas (5), The Under-vaults (6) / Playable: Items (minor) / Automatic-attacks: / Trolls — 3 strikes with 10 prowess (detainment)", ["minor"], { race: "Trolls", strikes: 3, prowess: 10 }, true, true);
export default def;
