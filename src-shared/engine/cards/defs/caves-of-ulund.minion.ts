import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Caves of Ûlund", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 13 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 13}], true);
export default def;
