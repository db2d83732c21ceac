import type { CardDef } from '../cardApi';
import { atSite, character } from '../vocab/characters';

const def: CardDef = character('Nevido Smôd', 'Unique. +2 direct influence against any faction playable at Easterling Camp.', { minion: true, influence: [atSite(2, 'Easterling Camp', 'Easterlings', 'Dunlendings')] });
export default def;
