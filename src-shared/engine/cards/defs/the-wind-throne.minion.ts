import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = site("The Wind Throne", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor, major) / Automatic-attacks: / Orcs — 3 strikes with 7 prowess", ["minor","major"], [{race: "Orcs",strikes: 3,prowess: 7}], true);
export default def;
