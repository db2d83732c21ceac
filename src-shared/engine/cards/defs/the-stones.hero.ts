import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("The Stones", "Nearest Haven: Edhellond / Playable: Items (minor, major, greater) / Automatic-attacks: / Pûkel-creature — 2 strikes with 9 prowess", ["minor","major","greater"], [{ race: "Pûkel-creature", strikes: 2, prowess: 9 }]);
export default def;
