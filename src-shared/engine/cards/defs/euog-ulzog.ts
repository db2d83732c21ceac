import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

// As vocab/characters.ts orcLeader, with a follower of higher mind than his direct influence for the refusal (Luitprand's mind is 1).
const def: CardDef = character('Euog (Ulzog)', 'Unique. Half-orc. Leader. Discard on a body check result of 9. +2 direct influence against Orcs and Orc factions.', {
  minion: true, leader: true, bodyDiscard: [9],
  influence: [raceFactions(2, 'Orc', 'Goblins of Goblin-gate', 'Dunlendings')],
  followers: [{ delta: 2, races: ['Orc'], label: '+2 direct influence against Orcs', test: 'Orc Veteran', other: 'Ivic' }],
});
export default def;
