import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Bree", "Nearest Haven: Rivendell", [], []);
export default def;
