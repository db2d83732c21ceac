import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Dunlendings", "Unique. Manifestation of hero Dunlendings. Playable at Dunnish Clan-hold if the influence check is greater than 9. Standard Modifications: Hillmen (+2).", "Dunnish Clan-hold", 9, false, [{faction: "Hillmen",delta: 2}], true);
export default def;
