import type { CardDef } from '../cardApi';
import { southGondorAgent } from '../vocab/characters';

const def: CardDef = southGondorAgent('Súrion', 'Unique. Agent. +2 direct influence against Dúnedain and factions that can be played in Anfalas, Anórien, Belfalas, Lamedon, and Lebennin.');
export default def;
