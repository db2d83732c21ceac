import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Wellinghall", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks (2): / (1st) Awakened Plant – 2 strikes with 10 prowess / (2nd) Awakened Plant – 2 strikes with 10 prowess", ["minor","major"], [{ race: "Awakened Plant", strikes: 2, prowess: 10 }, { race: "Awakened Plant", strikes: 2, prowess: 10 }], true);
export default def;
