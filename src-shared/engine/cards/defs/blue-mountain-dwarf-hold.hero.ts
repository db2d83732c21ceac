import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Blue Mountain Dwarf-hold", "Nearest Haven: Grey Havens", [], []);
export default def;
