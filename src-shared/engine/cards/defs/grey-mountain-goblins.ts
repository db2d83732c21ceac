import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Grey Mountain Goblins", "Unique. Playable at Gondmaeglom if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Orcs of Gundabad (+2), Goblins of Goblin-gate (+2).", "Gondmaeglom", 8, true, [{faction: "Orcs of Gundabad",delta: 2},{faction: "Goblins of Goblin-gate",delta: 2}]);
export default def;
