import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

// Sites with an Undead automatic-attack whose wounded characters make corruption checks (combat.ts reads the site's `creature` effect for its automatic-attacks).
// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": the companies at a minion site are minion companies, and the engine
// makes no creature attack on a minion company a detainment (creatures' `detainment` effects are against Wizard companies only, covert companies are not modelled), so they do.
const def: CardDef = undeadSite("Dead Marshes", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check modified by -2 / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","major"], 2, 8, -2, true);
export default def;
