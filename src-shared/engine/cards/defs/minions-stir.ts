import type { CardDef } from '../cardApi';
import { plusOne, staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Minions Stir',
  text: 'The number of strikes and prowess of each Orc and Troll attack are each increased by one (by two for Orc attacks if Doors of Night is in play). Cannot be duplicated.',
  ...staysUnique('Minions Stir'),
  static: plusOne(['Orc', 'Troll'], ['Orc']),
};
export default def;
