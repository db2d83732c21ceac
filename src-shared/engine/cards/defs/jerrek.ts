import type { CardDef } from '../cardApi';
import { atSite, character } from '../vocab/characters';

const def: CardDef = character('Jerrek', 'Unique. +1 direct influence against any faction playable at Southron Oasis.', { minion: true, influence: [atSite(1, 'Southron Oasis', 'Southrons', 'Dunlendings')] });
export default def;
