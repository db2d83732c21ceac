import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Layos', 'Unique. +2 direct influence against the Men of Dorwinion faction.', { minion: true, influence: [named(2, 'Men of Dorwinion', 'Dunlendings')] });
export default def;
