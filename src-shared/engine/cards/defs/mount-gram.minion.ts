import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Mount Gram", "Nearest Darkhaven: Carn Dûm", [], [], true);
export default def;
