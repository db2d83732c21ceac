import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Huorn', 'Awakened Plant. One strike. May also be played at Drúadan Forest, Old Forest, and Wellinghall. May also be played keyed to Heart of Mirkwood, Southern Mirkwood, Western Mirkwood, and Woodland Realm; and may also be played at Ruins & Lairs [{R}] and Shadow-holds [{S}] in these regions.');
export default def;
