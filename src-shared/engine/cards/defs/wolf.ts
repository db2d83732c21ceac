import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents".
const def: CardDef = character("Wolf", "Unique. Agent. +2 direct influence against Dunlendings.", { minion: true, influence: [named(2, 'Dunlendings', 'Hillmen')] });
export default def;
