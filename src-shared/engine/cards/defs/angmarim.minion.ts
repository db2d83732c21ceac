import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Angmarim", "Unique. Playable at Carn Dûm if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Easterlings (+2), Hillmen (+2).", "Carn Dûm", 10, true, [{faction: "Easterlings",delta: 2},{faction: "Hillmen",delta: 2}]);
export default def;
