import type { CardDef } from '../cardApi';
import { quarrels } from '../vocab/onAttack';

const def: CardDef = quarrels(
  'Orc Quarrels',
  'Minion',
  'Playable on an Orc, Troll, or Man attack. The attack is canceled. Alternatively, playable on any attack if Skies of Fire is in play. The number of strikes from the attack is reduced to half of its original number (rounded up).',
  'Skies of Fire',
  { requires: 'an Orc, Troll or Man attack, or any attack with Skies of Fire in play', effect: 'the attack is cancelled (Orc, Troll, Man), else its strikes are halved' },
);
export default def;
