import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Lossadan Camp", "Nearest Haven: Rivendell", [], []);
export default def;
