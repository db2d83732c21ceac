import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Easterling Camp", "Nearest Haven: Lórien", [], []);
export default def;
