import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

// "Orcs of Red Eye" as printed: the faction Orcs of the Red Eye.
const def: CardDef = minionFaction("Orcs of Mirkwood", "Unique. Playable at Sarn Goriwing if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Orcs of Red Eye (-2), Orcs of Gorgoroth (+2).", "Sarn Goriwing", 8, true, [{faction: "Orcs of the Red Eye",delta: -2},{faction: "Orcs of Gorgoroth",delta: 2}]);
export default def;
