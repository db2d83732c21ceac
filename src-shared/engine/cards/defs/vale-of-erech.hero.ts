import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Vale of Erech", "Nearest Haven: Edhellond", [], []);
export default def;
