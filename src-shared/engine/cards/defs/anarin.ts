import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents", so his "Agent only" text cannot arise.
const def: CardDef = character("Anarin", "Unique. Agent. Agent only: may move to a Haven [{H}] and may tap at a company’s new site to attack that company during opponent’s movement/hazard phase.", { minion: true });
export default def;
