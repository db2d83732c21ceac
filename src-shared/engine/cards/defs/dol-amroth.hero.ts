import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Dol Amroth", "Nearest Haven: Edhellond", [], []);
export default def;
