import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Brand', 'Unique. +2 direct influence against Men of Dale faction.', { influence: [named(2, 'Men of Dale', 'Riders of Rohan')] });
export default def;
