import type { CardDef } from '../cardApi';
import { quarrels } from '../vocab/onAttack';

const def: CardDef = quarrels(
  'Dark Quarrels',
  'Hero',
  'Cancel one attack by Orcs, Trolls, or Men. Alternatively, if Gates of Morning is in play, the number of strikes from any attack is reduced to half of its original number, rounded up.',
  'Gates of Morning',
  { requires: 'an attack by Orcs, Trolls or Men, or any attack with Gates of Morning in play', effect: 'the attack is cancelled (Orcs, Trolls, Men), else its strikes are halved' },
);
export default def;
