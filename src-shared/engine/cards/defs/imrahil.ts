import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Imrahil', 'Unique. +2 direct influence against the Knights of Dol Amroth faction.', { influence: [named(2, 'Knights of Dol Amroth', 'Riders of Rohan')] });
export default def;
