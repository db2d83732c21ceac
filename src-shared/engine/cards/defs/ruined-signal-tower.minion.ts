import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Ruined Signal Tower", "Nearest Darkhaven: Geann a-Lisch / Playable: Items (minor, major) / Automatic-attacks: / Spiders — 2 strikes with 8 prowess", ["minor","major"], [{race: "Spiders",strikes: 2,prowess: 8}], true);
export default def;
