import type { CardDef } from '../cardApi';
import { arouse } from '../vocab/hazardShortEvents';

const def: CardDef = arouse({
  name: 'Arouse Denizens',
  text: 'Playable on a Ruins & Lairs [{R}]. This turn, the prowess of one automatic-attack (your choice) at target site is increased by 3. Cannot be duplicated on a given site.',
  types: ['R'],
  prowess: 3,
});
export default def;
