import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": the companies at a minion site are minion companies, and the engine
// makes no creature attack on a minion company a detainment (creatures' `detainment` effects are against Wizard companies only, covert companies are not modelled), so they do.
const def: CardDef = site("Goblin-gate", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, gold ring) / Automatic-attacks: / Orcs — 3 strikes with 6 prowess / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","gold ring"], [{race: "Orcs",strikes: 3,prowess: 6}], true);
export default def;
