import type { CardDef } from '../cardApi';
import { atSite, character } from '../vocab/characters';

const def: CardDef = character('Mîonid', 'Unique. +2 direct influence against any faction playable at Variag Camp.', { minion: true, influence: [atSite(2, 'Variag Camp', 'Variags of Khand', 'Dunlendings')] });
export default def;
