import type { CardDef } from '../cardApi';
import { command } from '../vocab/commands';

const def: CardDef = command(
  'I’ll Be At Your Heels',
  'Command. Playable on a leader during the organization phase. Return all other command cards on target leader to your hand when this card is played. -2 to leader’s direct influence (to a minimum of 0) and +1 to all corruption checks by characters in his company. You may return this card to your hand during any organization phase.',
  'corruptionCheck',
  '+1 to corruption checks',
);
export default def;
