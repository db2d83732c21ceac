import type { CardDef } from '../cardApi';
import { diThisTurn, magicUser, markedThisTurn } from '../vocab/minionEvents';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Words of Menace and Deceit',
  alignment: ['Minion'],
  // The corruption check is the engine's: a Ringwraith never makes one ("Unless he is a Ringwraith").
  text: 'Magic. Spirit-magic. Playable on a spirit-magic-using character. +5 to the character’s direct influence for the rest of the turn. Unless he is a Ringwraith, he makes a corruption check modified by -4. Cannot be duplicated on a given character.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: { kind: 'character', side: 'own', where: [magicUser('spirit-magic'), { is: 'custom', label: 'not yet on this character this turn', test: (q) => !markedThisTurn(q, q.target) }] },
  },
  effects: [
    { do: 'custom', label: '+5 to his direct influence for the rest of the turn', run: (q) => diThisTurn(q, 5) },
    { do: 'corruptionCheck', who: 'target', modifier: -4 },
  ],
};
export default def;
