import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Shelob’s Lair", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Orcs — 2 strikes with 8 prowess", ["minor","major"], [{race: "Orcs",strikes: 2,prowess: 8}]);
export default def;
