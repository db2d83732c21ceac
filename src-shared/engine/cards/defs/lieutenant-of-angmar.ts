// Olog-hai leaders ("Manifestation of Rogrog / Gorfaur the Lame": no card of those names in the Arda data, so it cannot arise).
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Lieutenant of Angmar', 'Unique. Olog-hai. Leader. Manifestation of Rogrog. Discard on a body check result of 9. +4 direct influence against Trolls, Orcs, Troll factions, and Orc factions. When he is at Carn Dûm, you may keep one more card than normal in your hand.', {
  minion: true, leader: true, bodyDiscard: [9], handAt: { site: 'Carn Dûm', elsewhere: 'Dol Guldur' },
  influence: [{ delta: 4, races: ['Troll', 'Orc'], label: '+4 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
  followers: [{ delta: 4, races: ['Troll', 'Orc'], label: '+4 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
});
export default def;
