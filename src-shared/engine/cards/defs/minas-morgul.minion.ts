import type { CardDef } from '../cardApi';
import { darkhaven } from '../vocab/sites';

// Darkhavens.
const def: CardDef = darkhaven("Minas Morgul", "Site Path From Dol Guldur: {d}{s}{d}{d}{s} / Special: Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company at this site is canceled.");
export default def;
