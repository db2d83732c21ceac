import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents". Riders of Rohan is a hero faction: his bonus against it counts in an influence attempt on an opponent's faction.
const def: CardDef = character("Freca", "Unique. Agent. +1 direct influence against Riders of Rohan and Dunlendings.", { minion: true, influence: [{ ...named(1, 'Dunlendings', 'Hillmen'), factions: ['riders of rohan', 'dunlendings'], label: '+1 direct influence against Riders of Rohan and Dunlendings' }] });
export default def;
