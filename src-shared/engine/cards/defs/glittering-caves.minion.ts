import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Glittering Caves", "Nearest Darkhaven: Geann a-Lisch / Playable: Items (minor, major) / Automatic-attacks: / Pûkel-creature — 1 strike with 9 prowess", ["minor","major"], [{ race: "Pûkel-creature", strikes: 1, prowess: 9 }], true);
export default def;
