import type { CardDef } from '../cardApi';
import { noTap } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Blow Turned',
  alignment: ['Minion'],
  // "Does not tap against one strike": played on the strike he faces, before its roll; a wound taps him anyway (Dodge).
  text: 'Warrior only. Warrior does not tap against one strike. If wounded by the strike, his body check is modified by -1.',
  play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [{ is: 'skill', skill: 'Warrior' }] },
  effects: [
    { do: 'custom', label: 'does not tap against the strike', run: (q) => noTap(q) },
    // Body counts only in the body check that follows a wound: -1 for this strike is -1 for that check.
    { do: 'modify', who: 'target', stat: 'body', delta: -1, until: 'strike' },
  ],
};
export default def;
