import type { CardDef } from '../cardApi';
import { inDiscard } from '../vocab/hazards';

const def: CardDef = {
  name: 'Twilight',
  // "At any point during any player's turn": in every window the engine opens (a player who is not active acts in chains and in movement/hazard phases).
  text: 'Environment. One environment card (in play or declared earlier in the same chain of effects) is canceled and discarded. Twilight may also be played as a resource, may be played at any point during any player\u2019s turn and does not count against the hazard limit.',
  play: {
    side: 'hazard',
    eitherSide: true,
    windows: ['organization', 'longEvent', 'site', 'endTurn', 'movementHazard', 'hazard', 'attack', 'strike', 'response'],
    hazardLimit: false,
    target: { kind: 'cardInPlayOrChain', match: { keywords: ['Environment'] } },
    requires: [{ is: 'custom', label: 'the environment card has not left play', test: (q) => q.target !== null && !inDiscard(q.s, q.target) }],
  },
  effects: [{ do: 'discardTarget' }],
};
export default def;
