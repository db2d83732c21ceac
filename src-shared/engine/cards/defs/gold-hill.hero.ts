import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Gold Hill", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 15 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 15}]);
export default def;
