import type { CardDef } from '../cardApi';
import { covertOvertSite } from '../vocab/sites';

const def: CardDef = covertOvertSite("Thranduil’s Halls", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor, major, gold ring) / Automatic-attacks (2): / (1st) Elves — each character faces 1 strike with 9 prowess (detainment against covert company) / (2nd) Elves — 3 strikes with 10 prowess (against overt company only)", ["minor","major","gold ring"], { race: "Elves", strikes: 'each', prowess: 9 }, { race: "Elves", strikes: 3, prowess: 10 });
export default def;
