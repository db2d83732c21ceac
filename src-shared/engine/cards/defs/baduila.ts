import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents", so his "Agent only" text cannot arise.
const def: CardDef = character("Baduila", "Unique. Agent. Agent only: if you choose to discard Baduila at target company’s new site, company must return to its site of origin.", { minion: true });
export default def;
