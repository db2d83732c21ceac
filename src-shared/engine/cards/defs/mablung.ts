import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Mablung', 'Unique. +2 direct influence against the Men of Anfalas faction.', { influence: [named(2, 'Men of Anfalas', 'Riders of Rohan')] });
export default def;
