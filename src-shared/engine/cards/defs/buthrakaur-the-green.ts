import type { CardDef } from '../cardApi';
import { trollChieftain } from '../vocab/creatures';

const def: CardDef = trollChieftain('Bûthrakaur the Green', 'Unique. Troll. One strike. Also playable at Moria and The Under-gates. If Doors of Night is in play, playable at any Under-deeps site. Any non-unique Orc or Troll hazard creature can be played (not counting against the hazard limit) on a company that has faced Bûthrakaur that turn.');
export default def;
