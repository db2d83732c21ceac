import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Buhr Widu", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Troll — 1 strike with 10 prowess", ["minor","major"], [{race: "Trolls",strikes: 1,prowess: 10}], true);
export default def;
