import type { CardDef } from '../cardApi';
import { cordial } from '../vocab/provisions';

const def: CardDef = {
  name: 'Miruvor',
  text: 'Discard to give +2 body (to a maximum of 10) for all characters in bearer’s company until the end of the turn.',
  abilities: cordial(),
};
export default def;
