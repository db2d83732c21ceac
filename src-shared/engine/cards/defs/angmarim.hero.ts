import type { CardDef } from '../cardApi';
import { wizardFaction } from '../vocab/wizardFactions';

const def: CardDef = wizardFaction("Angmarim", "Unique. Manifestation of minion Angmarim. Playable at Carn Dûm if the influence check is greater than 11 (Muster has no effect on this attempt). Standard Modifications: Wizards (-5), Men (+1).", "Carn Dûm", 11, -5, [{race: "Men",delta: 1}], true, ["Muster"]);
export default def;
