import type { CardDef } from '../cardApi';
import { orcLeader } from '../vocab/characters';

const def: CardDef = orcLeader('Orc Chieftain', 'Leader. Discard on a body check result of 8. +3 direct influence against Orcs and Orc factions.', 8, 3);
export default def;
