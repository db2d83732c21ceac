import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Haradrim", "Unique. Playable at Southron Oasis if the influence check is greater than 9. Standard Modifications: Southrons (+2), Variags of Khand (-2).", "Southron Oasis", 9, false, [{faction: "Southrons",delta: 2},{faction: "Variags of Khand",delta: -2}]);
export default def;
