import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = site("Isengard", "Nearest Darkhaven: Geann a-Lisch / Playable: Information, Items (minor, major, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 7 prowess", ["minor","major","gold ring"], [{race: "Wolves",strikes: 3,prowess: 7}], true);
export default def;
