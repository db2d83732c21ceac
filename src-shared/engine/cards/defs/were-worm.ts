import type { CardDef } from '../cardApi';
import { itemPerWound } from '../vocab/itemLoss';

// The attacker's choice is taken for him: the item worth most marshalling points (vocab/itemLoss.ts).
const def: CardDef = {
  name: 'Were-worm',
  text: 'Drake. One strike. Attacker chooses defending characters. Defending company must discard one item of attacker’s choice for each character wounded by Were-worm.',
  static: [itemPerWound('Were-worm: the company discards one item', 'attacker', false)],
};
export default def;
