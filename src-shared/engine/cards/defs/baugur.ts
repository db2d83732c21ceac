import type { CardDef } from '../cardApi';
import { orcLeader } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents", so his "Agent only" text cannot arise.
// "Leader.": the card data's keywords leave it out (orcLeader's leaderByText).
const def: CardDef = orcLeader('Baugúr', 'Unique. Half-orc. Agent. Leader. Discard on a body check result of 8. +2 direct influence against Orcs and Orc factions. Agent only: Cannot move to Free-holds [{F}] and Border-holds [{B}].', 8, 2, true);
export default def;
