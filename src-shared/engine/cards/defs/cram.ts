import type { CardDef } from '../cardApi';
import { rations } from '../vocab/provisions';

const def: CardDef = {
  name: 'Cram',
  text: 'Discard to untap bearer. Alternatively, discard during organization phase to allow its bearer’s company to play an additional region card.',
  abilities: rations(),
};
export default def;
