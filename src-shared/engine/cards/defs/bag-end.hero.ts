import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Bag End", "Nearest Haven: Rivendell", [], []);
export default def;
