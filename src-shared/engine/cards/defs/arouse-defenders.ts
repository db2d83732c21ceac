import type { CardDef } from '../cardApi';
import { arouse } from '../vocab/hazardShortEvents';

const def: CardDef = arouse({
  name: 'Arouse Defenders',
  text: 'Playable on a Free-hold [{F}] or Border-hold [{B}]. This turn, the prowess of one automatic-attack (your choice) at target site is increased by 2 and cannot be canceled. Cannot be duplicated on a given site.',
  types: ['F', 'B'],
  prowess: 2,
  uncancelable: true,
});
export default def;
