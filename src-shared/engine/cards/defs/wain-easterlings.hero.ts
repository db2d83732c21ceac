import type { CardDef } from '../cardApi';
import { wizardFaction } from '../vocab/wizardFactions';

const def: CardDef = wizardFaction("Wain-easterlings", "Unique. Manifestation of minion Wain-easterlings. Playable at Easterling Camp if the influence check is greater than 8. Standard Modifications: Wizards (-5), Dúnedain (-2).", "Easterling Camp", 8, -5, [{race: "Dúnedain",delta: -2}], true);
export default def;
