import type { CardDef } from '../cardApi';
import { itemPerWound } from '../vocab/itemLoss';

// The defender's choice is taken for him: the item worth fewest marshalling points (vocab/itemLoss.ts).
const def: CardDef = {
  name: 'Brigands',
  text: 'Men. Two strikes. If any strike of Brigands wounds a character, the company must immediately discard one item (of defender’s choice).',
  static: [itemPerWound('Brigands: the company discards one item', 'defender', true)],
};
export default def;
