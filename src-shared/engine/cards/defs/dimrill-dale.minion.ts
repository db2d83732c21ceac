import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = site("Dimrill Dale", "Nearest Darkhaven: Dol Guldur / Playable: Information / Automatic-attacks: / Orcs — 1 strike with 6 prowess", [], [{race: "Orcs",strikes: 1,prowess: 6}], true);
export default def;
