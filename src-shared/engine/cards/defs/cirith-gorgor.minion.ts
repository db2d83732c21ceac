import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Cirith Gorgor", "Nearest Darkhaven: Minas Morgul", [], [], true);
export default def;
