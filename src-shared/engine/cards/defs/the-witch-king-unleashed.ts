import type { CardDef } from '../cardApi';
import { diThisTurn, markedThisTurn } from '../vocab/minionEvents';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'The Witch-king Unleashed',
  alignment: ['Minion'],
  // "As your Ringwraith": a player's own Ringwraith is his avatar (each avatar is in one player's hands).
  text: 'Playable on The Witch-king (as your Ringwraith). +5 to his direct influence this turn. Cannot be duplicated on a given turn.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: { kind: 'character', side: 'own', where: [{ is: 'named', names: ['The Witch-king'] }] },
    requires: [{ is: 'custom', label: 'not yet played this turn', test: (q) => !markedThisTurn(q, null) }],
  },
  effects: [{ do: 'custom', label: '+5 to his direct influence this turn', run: (q) => diThisTurn(q, 5) }],
};
export default def;
