import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Beornings", "Unique. Manifestation of hero Beornings. Playable at Beorn's House if the influence check is greater than 9.", "Beorn's House", 9, false, [], true);
export default def;
