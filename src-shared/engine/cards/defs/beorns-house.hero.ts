import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Beorn’s House", "Nearest Haven: Lórien", [], []);
export default def;
