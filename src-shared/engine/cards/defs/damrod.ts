import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Damrod', 'Unique. +2 direct influence against the Men of Lamedon faction.', { influence: [named(2, 'Men of Lamedon', 'Riders of Rohan')] });
export default def;
