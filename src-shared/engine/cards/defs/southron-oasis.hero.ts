import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Southron Oasis", "Nearest Haven: Edhellond", [], []);
export default def;
