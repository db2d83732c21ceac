import type { CardDef } from '../cardApi';
import { southGondorAgent } from '../vocab/characters';

// "Can use shadow-magic": the shadow-magic cards check their user's text themselves.
const def: CardDef = southGondorAgent('Firiel', 'Unique. Agent. Can use shadow-magic. +2 direct influence against Dúnedain and factions that can be played in Anfalas, Anórien, Belfalas, Lamedon, and Lebennin.');
export default def;
