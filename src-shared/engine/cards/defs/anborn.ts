import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Anborn', 'Unique. +2 direct influence against the Men of Lebennin faction.', { influence: [named(2, 'Men of Lebennin', 'Riders of Rohan')] });
export default def;
