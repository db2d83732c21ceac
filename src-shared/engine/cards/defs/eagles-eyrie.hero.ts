import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Eagles’ Eyrie", "Nearest Haven: Lórien", [], []);
export default def;
