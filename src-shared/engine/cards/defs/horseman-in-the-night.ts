import type { CardDef } from '../cardApi';
import { allFactions, character } from '../vocab/characters';

const def: CardDef = character('Horseman in the Night', '+1 direct influence against any faction.', { minion: true, influence: [allFactions(1, '+1 direct influence against any faction', 'Dunlendings')] });
export default def;
