import type { CardDef } from '../cardApi';
import { awaken } from '../vocab/hazards';

const def: CardDef = awaken({
  name: 'Awaken Minions',
  text: 'The number of strikes for each automatic-attack at a Shadow-hold [{S}] site or at a Dark-hold [{D}] site is doubled. Cannot be duplicated.',
  types: ['S', 'D'],
});
export default def;
