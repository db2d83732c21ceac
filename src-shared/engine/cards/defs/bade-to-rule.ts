import { player, type CardDef } from '../cardApi';
import { atDarkhaven, discardIfBearerMoves, toRingwraithWhenInPlay } from '../vocab/minionEvents';
import { NONE_IN_PLAY_OF_YOURS } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Bade to Rule',
  alignment: ['Minion'],
  // A permanent-event, the card resolves into the play area, and moves to the Ringwraith in play after the action (vocab
  // toRingwraithWhenInPlay): played on him, it is kept with him at once. Played while he is not in play (the alternative), it waits in the play area
  // and moves to him as he comes into play ("Place this card with your Ringwraith"), where his -2 direct influence and "Discard this
  // card if your Ringwraith moves" apply from then on. "Cannot be included in a Balrog's deck": Arda has no Balrog player.
  text: 'Playable at a Darkhaven [{DH}] during the organization phase on your Ringwraith. -2 to his direct influence, +5 general influence. You may discard this card during any of your organization phases. Discard this card if your Ringwraith moves. Alternatively, playable if your Ringwraith is not in play. +5 general influence. Place this card with your Ringwraith when he comes into play. Cannot be duplicated by a given player.',
  play: {
    side: 'resource',
    windows: ['organization'],
    // The Ringwraith in play (his player's avatar), or no target while he is not in play.
    target: { kind: 'custom', label: 'your Ringwraith, or none while he is not in play', targets: (s, seat) => [player(s, seat).avatarInPlay] },
    requires: [{ is: 'custom', label: 'your Ringwraith is at a Darkhaven (or not in play)', test: (q) => q.target === null || atDarkhaven(q) }, NONE_IN_PLAY_OF_YOURS],
  },
  static: [{ on: 'generalInfluence', delta: 5 }, { on: 'bearer', stat: 'di', delta: -2 }, discardIfBearerMoves(), toRingwraithWhenInPlay()],
  abilities: [{ label: 'discard Bade to Rule', windows: ['organization'], costs: ['discardSelf'], effects: [] }],
};
export default def;
