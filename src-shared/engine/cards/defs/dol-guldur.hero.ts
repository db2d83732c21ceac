import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Dol Guldur", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Orcs — 3 strikes with 7 prowess / (2nd) Trolls — 2 strikes with 8 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 3,prowess: 7},{race: "Trolls",strikes: 2,prowess: 8}]);
export default def;
