import type { CardDef } from '../cardApi';
import { orcLeader } from '../vocab/characters';

const def: CardDef = orcLeader('Gorbag', 'Unique. Uruk-hai. Leader. Discard on a body check result of 9. +3 direct influence against Orcs and Orc factions.', 9, 3);
export default def;
