import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Shrel-Kain", "Nearest Haven: Lórien", [], []);
export default def;
