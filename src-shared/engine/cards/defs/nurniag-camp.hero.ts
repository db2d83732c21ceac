import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = site("Nûrniag Camp", "Nearest Haven: Edhellond / Playable: Information, Items (minor, major) / Automatic-attacks: / Men — 4 strikes with 7 prowess", ["minor","major"], [{race: "Men",strikes: 4,prowess: 7}]);
export default def;
