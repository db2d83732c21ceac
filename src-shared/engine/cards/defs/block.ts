import type { CardDef } from '../cardApi';
import { noTap } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Block',
  alignment: ['Hero'],
  text: 'Warrior only. Warrior does not tap against one strike (unless he is wounded by the strike).',
  play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [{ is: 'skill', skill: 'Warrior' }] },
  effects: [{ do: 'custom', label: 'does not tap against the strike unless wounded', run: (q) => noTap(q) }],
};
export default def;
