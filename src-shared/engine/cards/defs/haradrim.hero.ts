import type { CardDef } from '../cardApi';
import { wizardFaction } from '../vocab/wizardFactions';

const def: CardDef = wizardFaction("Haradrim", "Unique. Manifestation of minion Haradrim. Playable at Southron Oasis if the influence check is greater than 9. Standard Modifications: Wizards (-5), Dúnedain (-2), Elves (-2), Dwarves (-2).", "Southron Oasis", 9, -5, [{race: "Dúnedain",delta: -2},{race: "Elves",delta: -2},{race: "Dwarves",delta: -2}], true);
export default def;
