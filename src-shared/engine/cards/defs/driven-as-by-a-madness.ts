import type { CardDef } from '../cardApi';
import { markAttack, playedOnAttack } from '../vocab/onAttack';
import { magicUser } from '../vocab/minionEvents';

const def: CardDef = {
  name: 'Driven as by a Madness',
  alignment: ['Minion'],
  // The corruption check is the engine's: a Ringwraith never makes one ("Unless he is a Ringwraith").
  text: 'Magic. Spirit-magic. Playable on a spirit-magic-using character facing an attack. All characters in his company receive +2 prowess and -1 body against the attack. Unless he is a Ringwraith, character makes a corruption check modified by -3. Cannot be duplicated against a given attack.',
  play: {
    side: 'resource',
    windows: ['attack', 'strike'],
    target: { kind: 'character', side: 'company', where: [magicUser('spirit-magic')] },
    requires: [{ is: 'custom', label: 'not yet played against this attack', test: (q) => !playedOnAttack(q) }],
  },
  effects: [
    { do: 'custom', label: 'played against this attack', run: (q) => markAttack(q) },
    { do: 'modify', who: 'targetCompany', stat: 'prowess', delta: 2, until: 'attack' },
    { do: 'modify', who: 'targetCompany', stat: 'body', delta: -1, until: 'attack' },
    { do: 'corruptionCheck', who: 'target', modifier: -3 },
  ],
};
export default def;
