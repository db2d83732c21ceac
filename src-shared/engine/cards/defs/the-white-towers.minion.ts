import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("The White Towers", "Nearest Darkhaven: Carn Dûm / Playable: Information / Automatic-attacks: / Wolves — 2 strikes with 6 prowess", [], [{ race: "Wolves", strikes: 2, prowess: 6 }], true);
export default def;
