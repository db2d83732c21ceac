import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = site("Isle of the Ulond", "Nearest Haven: Edhellond / Playable: Information, Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 14}]);
export default def;
