import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Bandit Lair", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, gold ring) / Automatic-attacks: / Men — 3 strikes with 6 prowess", ["minor","gold ring"], [{race: "Men",strikes: 3,prowess: 6}], true);
export default def;
