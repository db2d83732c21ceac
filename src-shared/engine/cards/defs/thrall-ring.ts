import type { CardDef } from '../cardApi';
import { mindRing } from '../vocab/rings';

const def: CardDef = mindRing('Thrall-ring', 'Mind Ring. -1 to mind to a minimum of 1, +1 to direct influence. Cannot be duplicated on a given character.', 'di', 1);
export default def;
