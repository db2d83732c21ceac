import type { CardDef } from '../cardApi';
import { covertOvertSite } from '../vocab/sites';

const def: CardDef = covertOvertSite("Minas Tirith", "Nearest Darkhaven: Minas Morgul / Playable: Information, Items (minor, major, gold ring) / Automatic-attacks (2): / (1st) Men — each character faces 1 strike with 9 prowess (detainment against covert company) / (2nd) Dúnedain — 4 strikes with 10 prowess (against overt company only)", ["minor","major","gold ring"], { race: "Men", strikes: 'each', prowess: 9 }, { race: "Dúnedain", strikes: 4, prowess: 10 });
export default def;
