import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": the companies at a minion site are minion companies, and the engine
// makes no creature attack on a minion company a detainment (creatures' `detainment` effects are against Wizard companies only, covert companies are not modelled), so they do.
const def: CardDef = site("Moria", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","major","greater","gold ring"], [{race: "Orcs",strikes: 4,prowess: 7}], true);
export default def;
