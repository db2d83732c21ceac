import type { CardDef } from '../cardApi';
import { arouse } from '../vocab/hazardShortEvents';

const def: CardDef = arouse({
  name: 'Arouse Minions',
  text: 'Playable on a Shadow-hold [{S}] or Dark-hold [{D}]. This turn, the prowess of one automatic-attack (your choice) at target site is increased by 3. Cannot be duplicated at a given site.',
  types: ['S', 'D'],
  prowess: 3,
});
export default def;
