import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Henneth Annûn", "Nearest Haven: Lórien", [], []);
export default def;
