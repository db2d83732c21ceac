import type { CardDef } from '../cardApi';
import { warriorBlow } from '../vocab/onAttack';

const def: CardDef = warriorBlow(
  'Bold Thrust',
  'Minion',
  'Warrior only. Warrior receives +3 to prowess and -1 to body against one strike.',
);
export default def;
