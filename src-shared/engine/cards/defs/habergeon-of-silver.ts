import type { CardDef } from '../cardApi';
import { plainGear } from '../vocab/gear';

// "Hoard item": in Arda Revised an MP item is played at the location its sleeve names (ARDA-DIGEST §2), which stands for the hoard.
const def: CardDef = plainGear('Habergeon of Silver', 'Hoard item. Armor. Bearer receives +2 body to a maximum of 10.', 'body', 2, 10);
export default def;
