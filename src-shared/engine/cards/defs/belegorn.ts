// "Can use sorcery / spirit-magic": the magic cards read their user's text.
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Belegorn', 'Unique. Can use spirit-magic.', { minion: true });
export default def;
