import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Cirith Gorgor", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Orcs — 5 strikes with 8 prowess / (2nd) Trolls — 2 strikes with 10 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 5,prowess: 8},{race: "Trolls",strikes: 2,prowess: 10}]);
export default def;
