import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("White Mountain Wolves", "Unique. Playable at Stone-circle if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Dunlendings (+2).", "Stone-circle", 10, true, [{faction: "Dunlendings",delta: 2}]);
export default def;
