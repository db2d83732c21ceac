import type { CardDef } from '../cardApi';
import { command } from '../vocab/commands';

const def: CardDef = command(
  'Smart and Secret',
  'Command. Playable on a leader during the organization phase. Return all other command cards on target leader to your hand when this card is played. -2 to leader’s direct influence (to a minimum of 0) and +1 body to all characters in his company. You may return this card to your hand during any organization phase.',
  'body',
  '+1 body',
);
export default def;
