import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

const def: CardDef = character("Ghân-buri-Ghân", "Unique. +2 direct influence against Wose factions.", { influence: [raceFactions(2, 'Wose', 'Woses of the Drúadan Forest', 'Riders of Rohan')] });
export default def;
