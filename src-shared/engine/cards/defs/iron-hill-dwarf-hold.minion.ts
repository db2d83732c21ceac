import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Iron Hill Dwarf-hold", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dwarves — 4 strikes with 10 prowess", ["minor","major","greater","gold ring"], [{race: "Dwarves",strikes: 4,prowess: 10}], true);
export default def;
