import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Variag Camp", "Nearest Haven: Edhellond", [], []);
export default def;
