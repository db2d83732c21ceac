import type { CardDef } from '../cardApi';
import { NOT_DETAINED_HERE, undeadSite } from '../vocab/sites';

// Sites with an Undead automatic-attack whose wounded characters make corruption checks (combat.ts reads the site's `creature` effect for its automatic-attacks).
// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": vocab/sites.ts NOT_DETAINED_HERE (combat.ts isDetainment),
// against a covert company too ("detainment against covert and hero companies").
const def: CardDef = undeadSite("Dead Marshes", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check modified by -2 / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","major"], 2, 8, -2, true, [NOT_DETAINED_HERE]);
export default def;
