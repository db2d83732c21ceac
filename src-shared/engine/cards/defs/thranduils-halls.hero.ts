import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Thranduil’s Halls", "Nearest Haven: Lórien", [], []);
export default def;
