import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents".
const def: CardDef = character("Pôn-ora-Pôn", "Unique. Agent. +3 direct influence against Wose Factions.", { minion: true, influence: [raceFactions(3, 'Wose', 'Woses of the Eryn Vorn', 'Dunlendings')] });
export default def;
