import type { CardDef } from '../cardApi';
import { elvenHold } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = elvenHold("Edhellond", "Nearest Darkhaven: Geann a-Lisch / Playable: Information, Items (minor, major, greater) / Automatic-attacks (2): / (1st) Elves — 4 strikes with 7 prowess / (2nd) Dúnedain — 3 strikes with 10 prowess / Special: Any company moving to this site has its hazard limit increased by 2. A minion company may not attack another company at this site. A Ringwraith may not move to this site.", ["minor","major","greater"], [{race: "Elves",strikes: 4,prowess: 7},{race: "Dúnedain",strikes: 3,prowess: 10}]);
export default def;
