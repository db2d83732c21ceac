import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents", so his "Agent only" text cannot arise. "Can use …": the magic cards check their user's text themselves.
const def: CardDef = character("Taladhan", "Unique. Agent. Can use shadow-magic. Agent only: chooses defending characters; for each successful strike, the company must discard one item (of defender’s choice), but the defending character is not harmed.", { minion: true });
export default def;
