import type { CardDef } from '../cardApi';
import { mindRing } from '../vocab/rings';

const def: CardDef = mindRing('Binding-ring', 'Mind Ring. -1 to mind to a minimum of 1, +1 to prowess. Cannot be duplicated on a given character.', 'prowess', 1);
export default def;
