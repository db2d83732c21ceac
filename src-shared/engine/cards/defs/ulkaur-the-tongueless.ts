import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Ulkaur the Tongueless', 'Unique. Olog-hai. Leader. Discard on a body check result of 9. +2 direct influence against Trolls, Orcs, Troll factions, and Orc factions. -1 to all corruption checks.', {
  minion: true, leader: true, bodyDiscard: [9], corruptionCheck: -1,
  influence: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
  followers: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
});
export default def;
