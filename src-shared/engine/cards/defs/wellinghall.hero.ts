import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Wellinghall", "Nearest Haven: Lórien", [], []);
export default def;
