import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Gondmaeglom", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}], true);
export default def;
