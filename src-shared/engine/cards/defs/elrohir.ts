import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Elrohir', 'Unique. +1 prowess against Orcs.', { orcs: 1 });
export default def;
