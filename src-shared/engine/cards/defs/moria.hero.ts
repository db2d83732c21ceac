import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Moria", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess", ["minor","major","greater","gold ring"], [{race: "Orcs",strikes: 4,prowess: 7}]);
export default def;
