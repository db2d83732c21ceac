import { player, setStatus, statusOf, type CardDef, type Query } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';

/** The player's Ringwraith (his avatar in play), when untapped. */
function untappedRingwraith(q: Query): number | null {
  const rw = player(q.s, q.seat).avatarInPlay;
  return rw !== null && q.s.chars[rw] && statusOf(q.s, rw) === 'untapped' ? rw : null;
}

const def: CardDef = {
  name: 'Ancient Secrets',
  alignment: ['Minion'],
  // "Your Ringwraith" is the player's avatar, tapped as the card resolves. The alternative ("take up to two resources from your
  // sideboard") has nothing to act on: Arda has no sideboard.
  text: 'Tap your Ringwraith to discard one hazard permanent-event.',
  play: {
    side: 'resource',
    windows: [...ANY_PHASE, 'movementHazard'],
    target: { kind: 'cardInPlay', match: { type: 'Hazard', subtypes: ['Permanent-event'] } },
    requires: [{ is: 'custom', label: 'your Ringwraith is untapped', test: (q) => untappedRingwraith(q) !== null }],
  },
  effects: [
    {
      do: 'custom',
      label: 'tap your Ringwraith',
      run: (q) => {
        const rw = untappedRingwraith(q);
        if (rw !== null) setStatus(q.s, rw, 'tapped');
      },
    },
    { do: 'discardTarget' },
  ],
};
export default def;
