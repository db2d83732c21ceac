// "Can use shadow-magic": the shadow-magic cards read their user's text (cards/resourceEvents.ts).
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Ciryaher', 'Unique. Can use shadow-magic.', { minion: true });
export default def;
