import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Wose Passage-hold", "Nearest Haven: Edhellond", [], []);
export default def;
