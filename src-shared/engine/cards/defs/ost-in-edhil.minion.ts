import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Ost-in-Edhil", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 5 prowess", ["minor","gold ring"], [{race: "Wolves",strikes: 3,prowess: 5}], true);
export default def;
