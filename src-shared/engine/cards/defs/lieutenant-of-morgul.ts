// "Manifestation of Gothmog": no Gothmog card in the Arda data, so it cannot arise.
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Lieutenant of Morgul', 'Unique. Half-troll. Leader. Manifestation of Gothmog. Discard on a body check result of 9. +3 direct influence against Trolls, Orcs, Troll factions, and Orc factions. When he is at Minas Morgul, you may keep one more card than normal in your hand.', {
  minion: true, leader: true, bodyDiscard: [9], handAt: { site: 'Minas Morgul', elsewhere: 'Dol Guldur' },
  influence: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
  followers: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
});
export default def;
