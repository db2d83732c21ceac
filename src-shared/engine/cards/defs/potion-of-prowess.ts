import type { CardDef } from '../cardApi';
import { prowessDraught } from '../vocab/potions';

const def: CardDef = {
  name: 'Potion of Prowess',
  alignment: ['Hero'],
  text: 'Discard to give +1 prowess to all characters in bearer’s company until the end of the turn.',
  abilities: prowessDraught(1),
};
export default def;
