import type { CardDef } from '../cardApi';
import { NOT_DETAINED_HERE, site } from '../vocab/sites';

// Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": vocab/sites.ts NOT_DETAINED_HERE (combat.ts isDetainment),
// against a covert company too ("detainment against covert and hero companies").
const def: CardDef = site("Goblin-gate", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, gold ring) / Automatic-attacks: / Orcs — 3 strikes with 6 prowess / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","gold ring"], [{race: "Orcs",strikes: 3,prowess: 6}], true, { static: [NOT_DETAINED_HERE] });
export default def;
