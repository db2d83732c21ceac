import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Carn Dûm", "Nearest Haven: Rivendell / Playable: Items (minor, major, greater) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 4,prowess: 7}]);
export default def;
