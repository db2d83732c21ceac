import type { CardDef } from '../cardApi';
import { orcLeader } from '../vocab/characters';

// "Leader.": the card data's keywords leave it out (orcLeader's leaderByText).
const def: CardDef = orcLeader('Mauhúr', 'Unique. Leader. Discard on a body check result of 9. +2 direct influence against Orcs and Orc factions.', 9, 2, true);
export default def;
