import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = site("Dimrill Dale", "Nearest Haven: Lórien / Playable: Information / Automatic-attacks: / Orcs — 1 strike with 6 prowess", [], [{race: "Orcs",strikes: 1,prowess: 6}]);
export default def;
