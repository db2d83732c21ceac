import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Isengard", "Nearest Haven: Lórien / Playable: Items (minor, major, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 7 prowess", ["minor","major","gold ring"], [{race: "Wolves",strikes: 3,prowess: 7}]);
export default def;
