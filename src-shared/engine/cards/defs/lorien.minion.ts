import type { CardDef } from '../cardApi';
import { elvenHold } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = elvenHold("Lórien", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor, major, greater, gold ring) / Automatic-attacks (3): / (1st) Elves — 4 strikes with 8 prowess / (2nd) Elves — 3 strikes with 9 prowess / (3rd) Elves — 2 strikes with 10 prowess / Special: Any company moving to this site has its hazard limit increased by 2. A minion company may not attack another company at this site. A Ringwraith may not move to this site.", ["minor","major","greater","gold ring"], [{race: "Elves",strikes: 4,prowess: 8},{race: "Elves",strikes: 3,prowess: 9},{race: "Elves",strikes: 2,prowess: 10}]);
export default def;
