import type { CardDef } from '../cardApi';
import { IS_CHARACTER, noTap } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Under His Blow',
  alignment: ['Minion'],
  text: 'Untapped character does not tap against one strike.',
  play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [IS_CHARACTER, { is: 'status', status: 'untapped' }] },
  // A wounded character is wounded, not tapped: the card keeps him from tapping only.
  effects: [{ do: 'custom', label: 'does not tap against the strike', run: (q) => noTap(q) }],
};
export default def;
