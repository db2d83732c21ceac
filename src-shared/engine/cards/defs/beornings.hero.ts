import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Beornings", "Unique. Playable at Beorn’s House if the influence check is greater than 7. Standard Modifications: Men (+1).", "Beorn’s House", 7, [{race: "Men",delta: 1}]);
export default def;
