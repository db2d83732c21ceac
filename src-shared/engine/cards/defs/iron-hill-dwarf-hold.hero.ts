import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Iron Hill Dwarf-hold", "Nearest Haven: Lórien", [], []);
export default def;
