import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Dancing Spire", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 2 strikes with 11 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 2,prowess: 11}]);
export default def;
