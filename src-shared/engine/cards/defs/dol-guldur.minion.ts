import type { CardDef } from '../cardApi';
import { darkhaven } from '../vocab/sites';

// Darkhavens.
const def: CardDef = darkhaven("Dol Guldur", "Site Path From Minas Morgul: {s}{d}{d}{s}{d} / Site Path From Carn Dûm: {s}{d}{b}{d} / Special: Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company at this site is canceled.");
export default def;
