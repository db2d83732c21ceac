import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Mount Gram", "Nearest Haven: Rivendell / Playable: Items (minor, major) / Automatic-attacks: / Orcs — 3 strikes with 6 prowess", ["minor","major"], [{race: "Orcs",strikes: 3,prowess: 6}]);
export default def;
