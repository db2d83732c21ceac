import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Wargs of the Forochel", "Unique. Playable at Lossadan Cairn if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Ice-orcs (+2), Misty Mountain Wargs (+2).", "Lossadan Cairn", 10, true, [{faction: "Ice-orcs",delta: 2},{faction: "Misty Mountain Wargs",delta: 2}]);
export default def;
