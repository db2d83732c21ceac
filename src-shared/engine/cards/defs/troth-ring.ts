import type { CardDef } from '../cardApi';
import { mindRing } from '../vocab/rings';

const def: CardDef = mindRing('Troth-ring', 'Mind Ring. -1 to mind to a minimum of 1, -1 to all body checks against bearer. Cannot be duplicated on a given character.', 'bodyCheck', -1);
export default def;
