import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Stone-circle", "Nearest Haven: Edhellond / Playable: Information, Items (minor) / Automatic-attacks: / Pûkel-creature — 1 strike with 9 prowess", ["minor"], [{ race: "Pûkel-creature", strikes: 1, prowess: 9 }]);
export default def;
