import type { CardDef } from '../cardApi';
import { IS_CHARACTER, noTap } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Dodge',
  alignment: ['Hero'],
  text: 'Target character does not tap against one strike (unless he is wounded by the strike). If wounded by the strike, his body is modified by -1 for the resulting body check.',
  play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [IS_CHARACTER] },
  effects: [
    { do: 'custom', label: 'does not tap against the strike unless wounded', run: (q) => noTap(q) },
    // Body counts only in the body check that follows a wound: -1 for this strike is -1 for that check.
    { do: 'modify', who: 'target', stat: 'body', delta: -1, until: 'strike' },
  ],
};
export default def;
