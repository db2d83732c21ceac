import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Pippin', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +2.', { corruptionCheck: 2, homeOnly: { home: 'Bag End', haven: 'Rivendell' } });
export default def;
