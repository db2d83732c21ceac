import type { CardDef } from '../cardApi';
import { wizardFaction } from '../vocab/wizardFactions';

const def: CardDef = wizardFaction("Nûrniags", "Unique. Manifestation of minion Nûrniags. Playable at Nûrniag Camp if the influence check is greater than 13 (Muster has no effect on this attempt). Standard Modifications: Wizards (-5), Men (+1).", "Nûrniag Camp", 13, -5, [{race: "Men",delta: 1}], true, ["Muster"]);
export default def;
