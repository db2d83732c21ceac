import type { CardDef } from '../cardApi';
import { covertOvertSite } from '../vocab/sites';

const def: CardDef = covertOvertSite("Pelargir", "Nearest Darkhaven: Minas Morgul / Playable: Items (minor, major, gold ring) / Automatic-attacks (2): / (1st) Men — each character faces 1 strike with 7 prowess (detainment against covert company) / (2nd) Dúnedain — 3 strikes with 10 prowess (against overt company only)", ["minor","major","gold ring"], { race: "Men", strikes: "each", prowess: 7 }, { race: "Dúnedain", strikes: 3, prowess: 10 });
export default def;
