import type { CardDef } from '../cardApi';
import { atSite, character } from '../vocab/characters';

const def: CardDef = character('Pon Opar', 'Unique. +2 direct influence against any faction playable at Southron Oasis.', { minion: true, influence: [atSite(2, 'Southron Oasis', 'Southrons', 'Dunlendings')] });
export default def;
