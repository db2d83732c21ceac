import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Woodmen", "Unique. Manifestation of hero Woodmen. Playable at Woodmen-town if the influence check is greater than 10.", "Woodmen-town", 10, false, [], true);
export default def;
