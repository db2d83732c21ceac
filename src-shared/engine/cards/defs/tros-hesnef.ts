import type { CardDef } from '../cardApi';
import { atSite, character } from '../vocab/characters';

const def: CardDef = character('Tros Hesnef', 'Unique. +1 direct influence against any faction playable at Easterling Camp. -1 to all corruption checks.', { minion: true, corruptionCheck: -1, influence: [atSite(1, 'Easterling Camp', 'Easterlings', 'Dunlendings')] });
export default def;
