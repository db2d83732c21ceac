import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Ettenmoors", "Nearest Haven: Rivendell / Playable: Items (minor) / Automatic-attacks: / Troll — 1 strike with 9 prowess", ["minor"], [{race: "Trolls",strikes: 1,prowess: 9}]);
export default def;
