import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Lond Galen", "Nearest Haven: Edhellond", [], []);
export default def;
