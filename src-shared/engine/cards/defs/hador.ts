// "Can use sorcery / spirit-magic": the magic cards read their user's text.
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Hador', 'Unique. Can use sorcery.', { minion: true });
export default def;
