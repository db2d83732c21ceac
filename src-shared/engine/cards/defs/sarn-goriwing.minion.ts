import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Sarn Goriwing", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Orcs — 3 strikes with 5 prowess", ["minor","major"], [{race: "Orcs",strikes: 3,prowess: 5}], true);
export default def;
