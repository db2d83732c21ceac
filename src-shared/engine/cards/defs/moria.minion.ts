import type { CardDef } from '../cardApi';
import { NOT_DETAINED_HERE, site } from '../vocab/sites';

// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": vocab/sites.ts NOT_DETAINED_HERE (combat.ts isDetainment),
// against a covert company too ("detainment against covert and hero companies").
const def: CardDef = site("Moria", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","major","greater","gold ring"], [{race: "Orcs",strikes: 4,prowess: 7}], true, { static: [NOT_DETAINED_HERE] });
export default def;
