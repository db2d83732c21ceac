import type { CardDef } from '../cardApi';
import { allFactions, character } from '../vocab/characters';

const def: CardDef = character('Adrazar', 'Unique. +1 direct influence against all factions.', { influence: [allFactions(1, '+1 direct influence against all factions', 'Riders of Rohan')] });
export default def;
