import type { CardDef } from '../cardApi';
import { awaken } from '../vocab/hazards';

const def: CardDef = awaken({
  name: 'Awaken Denizens',
  text: 'The number of strikes for each automatic-attack at a Ruins & Lairs [{R}] site is doubled. Cannot be duplicated.',
  types: ['R'],
});
export default def;
