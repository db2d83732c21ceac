import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Uchel', 'Unique. +4 direct influence against the Hillmen faction.', { minion: true, influence: [named(4, 'Hillmen', 'Dunlendings')] });
export default def;
