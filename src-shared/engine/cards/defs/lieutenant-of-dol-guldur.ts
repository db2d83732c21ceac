// Olog-hai leaders ("Manifestation of Rogrog / Gorfaur the Lame": no card of those names in the Arda data, so it cannot arise).
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Lieutenant of Dol Guldur', 'Unique. Olog-hai. Leader. Manifestation of Gorfaur the Lame. Discard on a body check result of 9. +2 direct influence against Trolls, Orcs, Troll factions, and Orc factions. When he is at Dol Guldur, you may keep one more card than normal in your hand.', {
  minion: true, leader: true, bodyDiscard: [9], handAt: { site: 'Dol Guldur', elsewhere: 'Minas Morgul' },
  influence: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
  followers: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
});
export default def;
