import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Irerock", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}]);
export default def;
