import type { CardDef } from '../cardApi';
import { orcLeader } from '../vocab/characters';

const def: CardDef = orcLeader('Shagrat', 'Unique. Uruk-hai. Leader. Discard on a body check result of 9. +4 direct influence against Orcs and Orc factions.', 9, 4);
export default def;
