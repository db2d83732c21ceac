import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Glittering Caves", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Pûkel-creature — 1 strike with 9 prowess", ["minor","major"], [{race: "Pûkel-creature",strikes: 1,prowess: 9}]);
export default def;
