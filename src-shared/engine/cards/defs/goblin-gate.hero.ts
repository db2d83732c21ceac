import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Goblin-gate", "Nearest Haven: Rivendell / Playable: Items (minor, gold ring) / Automatic-attacks: / Orcs — 3 strikes with 6 prowess", ["minor","gold ring"], [{race: "Orcs",strikes: 3,prowess: 6}]);
export default def;
