import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Gildor Inglorion', 'Unique. +2 prowess against Orcs.', { orcs: 2 });
export default def;
