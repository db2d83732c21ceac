import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Woodmen-town", "Nearest Haven: Lórien", [], []);
export default def;
