import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Old Troll', 'Discard on a body check result of 8. +1 direct influence against Trolls, Orcs, Troll factions, and Orc factions. -1 to all corruption checks.', {
  minion: true, bodyDiscard: [8], corruptionCheck: -1,
  influence: [{ delta: 1, races: ['Troll', 'Orc'], label: '+1 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
  followers: [{ delta: 1, races: ['Troll', 'Orc'], label: '+1 direct influence against Trolls and Orcs', test: 'Troll Lout', other: 'Layos' }],
});
export default def;
