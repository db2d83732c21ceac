import type { CardDef } from '../cardApi';
import { LEAVES_WITH_YOUR_CARD, YOUR_FACTION, placeOnTarget } from '../vocab/onCard';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'One Dear to You',
  alignment: ['Minion'],
  // Played on one of its player's factions (cards/vocab/onCard.ts); it leaves play with it. "Any influence attempt against the
  // faction": an opponent's attempt on it (Arda Revised §9; phases/influence.ts), where a Muster played by the influencer counts for nothing.
  text: 'Playable on a faction you have in play. -1 faction marshalling points. Any influence attempt against the faction is modified by -8 and Muster may not be used against the faction.',
  play: { side: 'resource', windows: ANY_PHASE, target: YOUR_FACTION },
  effects: [placeOnTarget],
  static: [
    LEAVES_WITH_YOUR_CARD,
    { on: 'mpDelta', category: 'faction', delta: -1 },
    { on: 'influenceAttempts', delta: -8, onCard: true, ignores: ['Muster'] },
  ],
};
export default def;
