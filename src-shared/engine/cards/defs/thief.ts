import type { CardDef } from '../cardApi';
import { itemInsteadOfHarm } from '../vocab/itemLoss';

// The defender's choice is taken for him: the item worth fewest marshalling points (vocab/itemLoss.ts).
const def: CardDef = {
  name: 'Thief',
  text: 'Men. One strike. For each successful strike, an item held by the defending company must be discarded (defender’s choice); the defending character is not harmed.',
  static: itemInsteadOfHarm('Thief: the company discards one item', 'company'),
};
export default def;
