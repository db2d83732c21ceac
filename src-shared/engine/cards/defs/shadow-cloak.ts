import type { CardDef } from '../cardApi';
import { cloak } from '../vocab/keying';

const def: CardDef = cloak('Shadow-cloak', 'Minion', 'Tap Shadow-cloak to cancel one hazard creature strike against bearer keyed by type to a Shadow-land [{s}], Shadow-hold [{S}], Dark-domain [{d}], or Dark-hold [{D}]. Cannot be duplicated on a given character.', ['s', 'd'], ['S', 'D']);
export default def;
