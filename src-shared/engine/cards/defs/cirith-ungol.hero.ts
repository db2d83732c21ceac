import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Cirith Ungol", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 4,prowess: 7}]);
export default def;
