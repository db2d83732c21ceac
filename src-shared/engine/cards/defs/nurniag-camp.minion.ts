import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Nûrniag Camp", "Nearest Darkhaven: Minas Morgul", [], [], true);
export default def;
