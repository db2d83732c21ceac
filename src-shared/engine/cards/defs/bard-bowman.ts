import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Bard Bowman', 'Unique. +2 direct influence against the Men of Northern Rhovanion faction.', { influence: [named(2, 'Men of Northern Rhovanion', 'Riders of Rohan')] });
export default def;
