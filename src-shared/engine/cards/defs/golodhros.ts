import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents", so his "Agent only" text cannot arise. "Can use …": the magic cards check their user's text themselves.
const def: CardDef = character("Golodhros", "Unique. Agent. Can use spirit-magic. Agent only: may tap to make an influence check on an ally, faction, or character.", { minion: true });
export default def;
