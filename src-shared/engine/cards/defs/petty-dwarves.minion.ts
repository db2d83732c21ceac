import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Petty-dwarves", "Unique. Playable at The Worthy Hills if the influence check is greater than 11.", "The Worthy Hills", 11, false, []);
export default def;
