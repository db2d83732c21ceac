import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Ettenmoors", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor) / Automatic-attacks (2): / (1st) Troll — 1 strike with 9 prowess / (2nd) Wolves — 2 strikes with 8 prowess", ["minor"], [{race: "Trolls",strikes: 1,prowess: 9},{race: "Wolves",strikes: 2,prowess: 8}], true);
export default def;
