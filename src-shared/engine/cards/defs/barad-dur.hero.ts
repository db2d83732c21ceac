import type { CardDef } from '../cardApi';
import { hazardLimitSite } from '../vocab/sites';

const def: CardDef = hazardLimitSite("Barad-dûr", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Orcs — 4 strikes with 7 prowess / (2nd) Trolls — 3 strikes with 9 prowess / Special: Any company moving to this site has its hazard limit increased by 2.", ["minor","major","greater"], [{race: "Orcs",strikes: 4,prowess: 7},{race: "Trolls",strikes: 3,prowess: 9}]);
export default def;
