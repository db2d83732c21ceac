import type { CardDef } from '../cardApi';
import { IS_CHARACTER } from '../vocab/onAttack';
import { flagTarget } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Swift Strokes',
  alignment: ['Minion'],
  // The better of the two rolls is used: a higher roll is never worse for the warrior.
  text: 'Warrior only. Warrior receives +1 prowess against one strike and obtains two random values against it, choosing the one to use.',
  play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [IS_CHARACTER, { is: 'skill', skill: 'Warrior' }] },
  effects: [
    { do: 'modify', who: 'target', stat: 'prowess', delta: 1, until: 'strike' },
    { do: 'custom', label: 'two rolls against the strike, the better one used', run: (q) => flagTarget(q, 'twoRolls', 'strike') },
  ],
};
export default def;
