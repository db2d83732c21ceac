import type { CardDef } from '../cardApi';
import { plusOne, staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Wake of War',
  text: 'The number of strikes and prowess of each Wolf, Spider, and Animal attack are each increased by one (by two for Wolf attacks if Doors of Night is in play). Cannot be duplicated.',
  ...staysUnique('Wake of War'),
  static: plusOne(['Wolf', 'Wolves', 'Spider', 'Animal'], ['Wolf', 'Wolves']),
};
export default def;
