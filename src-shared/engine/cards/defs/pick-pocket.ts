import type { CardDef } from '../cardApi';
import { itemInsteadOfHarm } from '../vocab/itemLoss';

// The defender's choice is taken for him: the item worth fewest marshalling points (vocab/itemLoss.ts).
const def: CardDef = {
  name: 'Pick-pocket',
  text: 'Men. One strike. Attacker chooses defending characters. For each successful strike, an item the defending character bears must be discarded (defender’s choice); he is not harmed.',
  static: itemInsteadOfHarm('Pick-pocket: the defending character discards one item', 'character'),
};
export default def;
