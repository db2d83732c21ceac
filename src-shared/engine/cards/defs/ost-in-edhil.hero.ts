import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Ost-in-Edhil", "Nearest Haven: Rivendell / Playable: Items (minor, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 5 prowess", ["minor","gold ring"], [{race: "Wolves",strikes: 3,prowess: 5}]);
export default def;
