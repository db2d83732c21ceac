import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Ovir Hollow", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 12 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 12}], true);
export default def;
