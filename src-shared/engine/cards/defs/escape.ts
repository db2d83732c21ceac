import type { CardDef } from '../cardApi';
import { escape } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Escape',
  alignment: ['Hero'],
  text: 'Playable on an unwounded character facing an attack. The attack is canceled and the character is wounded (no body check is required).',
  ...escape('Escape'),
};
export default def;
