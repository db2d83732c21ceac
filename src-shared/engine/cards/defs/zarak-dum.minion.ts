import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Zarak Dûm", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 11 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 11}], true);
export default def;
