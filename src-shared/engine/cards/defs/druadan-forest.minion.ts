import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Drúadan Forest", "Nearest Darkhaven: Minas Morgul / Automatic-attacks: / Men — 3 strikes with 6 prowess", [], [{race: "Men",strikes: 3,prowess: 6}], true);
export default def;
