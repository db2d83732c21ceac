import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Troll-chief', 'Olog-hai. Leader. Discard on a body check result of 9. +3 direct influence against Trolls, Orcs, Troll factions, and Orc factions.', {
  minion: true, leader: true, bodyDiscard: [9],
  influence: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
  followers: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
});
export default def;
