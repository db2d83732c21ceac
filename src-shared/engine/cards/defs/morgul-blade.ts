import type { CardDef } from '../cardApi';
import { A_RINGWRAITH, discardAfterFailedStrike, NOT_ON_TARGET_ALREADY } from '../vocab/minionEvents';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Morgul-blade',
  alignment: ['Minion'],
  // "Your Ringwraith or a Ringwraith follower": one of the player's Ringwraiths (Dark Arda's Ringwraith followers are Ringwraiths).
  // "Cannot be included in a Balrog's deck": Arda has no Balrog player.
  text: 'Playable on your Ringwraith or a Ringwraith follower. Each strike against the Ringwraith receives -1 body and -1 prowess. Discard Morgul-blade after a strike against the Ringwraith fails. Cannot be duplicated on a given Ringwraith.',
  play: onOwnCharacter(ANY_PHASE, [A_RINGWRAITH, NOT_ON_TARGET_ALREADY]),
  effects: [{ do: 'attach', to: 'target' }],
  static: [{ on: 'strikeProwess', delta: () => -1 }, { on: 'strikeBody', delta: () => -1 }, discardAfterFailedStrike()],
};
export default def;
