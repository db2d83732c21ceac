import type { CardDef } from '../cardApi';
import { markAttack, playedOnAttack } from '../vocab/onAttack';
import { magicUser } from '../vocab/minionEvents';

const def: CardDef = {
  name: 'Some Secret Art of Flame',
  alignment: ['Minion'],
  // The corruption check is the engine's: a Ringwraith never makes one ("Unless he is a Ringwraith").
  text: 'Magic. Sorcery. Playable on a sorcery-using character facing an attack. +4 prowess for the character against the attack. Unless he is a Ringwraith, character makes a corruption check modified by -4. Cannot be duplicated against a given attack.',
  play: {
    side: 'resource',
    windows: ['attack', 'strike'],
    target: { kind: 'character', side: 'company', where: [magicUser('sorcery')] },
    requires: [{ is: 'custom', label: 'not yet played against this attack', test: (q) => !playedOnAttack(q) }],
  },
  effects: [
    { do: 'custom', label: 'played against this attack', run: (q) => markAttack(q) },
    { do: 'modify', who: 'target', stat: 'prowess', delta: 4, until: 'attack' },
    { do: 'corruptionCheck', who: 'target', modifier: -4 },
  ],
};
export default def;
