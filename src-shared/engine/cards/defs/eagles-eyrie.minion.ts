import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Eagles’ Eyrie", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor, major) / Automatic-attacks: / Animals — 2 strikes with 10 prowess (attacker chooses defending characters)", ["minor","major"], [{race: "Animals",strikes: 2,prowess: 10}], true);
export default def;
