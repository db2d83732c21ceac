import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Orcs of Gundabad", "Unique. Playable at Mount Gundabad if the influence check is greater than 9. Once in play, the number required to influence this faction is 0. Standard Modifications: Grey Mountain Goblins (+2), Orcs of Angmar (-2).", "Mount Gundabad", 9, true, [{faction: "Grey Mountain Goblins",delta: 2},{faction: "Orcs of Angmar",delta: -2}]);
export default def;
