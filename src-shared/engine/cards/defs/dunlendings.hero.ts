import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Dunlendings", "Unique. Playable at Dunnish Clan-hold if the influence check is greater than 9. Standard Modifications: Men (-1), Dúnedain (-1), Dwarves (-1).", "Dunnish Clan-hold", 9, [{race: "Men",delta: -1},{race: "Dúnedain",delta: -1},{race: "Dwarves",delta: -1}]);
export default def;
