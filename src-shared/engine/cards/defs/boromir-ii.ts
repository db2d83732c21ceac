import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Boromir II', 'Unique. +2 direct influence against the Men of Anórien faction. -1 to all of his corruption checks.', { corruptionCheck: -1, influence: [named(2, 'Men of Anórien', 'Riders of Rohan')] });
export default def;
