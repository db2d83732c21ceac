import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Wose Passage-hold", "Nearest Darkhaven: Geann a-Lisch / Automatic-attacks: / Men — 3 strikes with 5 prowess", [], [{race: "Men",strikes: 3,prowess: 5}], true);
export default def;
