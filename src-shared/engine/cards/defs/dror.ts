import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents".
const def: CardDef = character("Drór", "Unique. Agent. +2 direct influence against Dwarves and Dwarf Factions.", { minion: true, influence: [raceFactions(2, 'Dwarf', 'Petty-dwarves', 'Dunlendings')], followers: [{ delta: 2, races: ['Dwarf'], label: '+2 direct influence against Dwarves', test: 'Threlin', other: 'Ivic' }] });
export default def;
