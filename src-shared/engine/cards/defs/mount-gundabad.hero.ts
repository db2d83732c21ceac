import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Mount Gundabad", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks: / Orcs — 2 strikes with 8 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 2,prowess: 8}]);
export default def;
