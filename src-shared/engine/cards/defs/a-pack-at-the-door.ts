import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'A Pack at the Door',
  text: 'Playable if Doors of Night is in play. Each non-unique Animal, Spider and Wolf creature may be played in Border-lands [{b}], Border-holds [{B}] or Ruins & Lairs [{R}]. The creature must be playable in a non-Coastal Sea [{c}] region.',
  play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'inPlay', names: ['Doors of Night'] }] },
  effects: [{ do: 'stay' }],
  static: [{ on: 'keying', label: 'in Border-lands, Border-holds or Ruins & Lairs', creatures: { races: ['Animals', 'Spiders', 'Wolves'], nonUnique: true, keyedToOtherThan: 'c' }, regionTypes: ['b'], siteTypes: ['B', 'R'] }],
};
export default def;
