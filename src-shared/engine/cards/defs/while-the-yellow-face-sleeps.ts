import type { CardDef } from '../cardApi';
import { AT_DARKHAVEN, discardIfBearerMoves, NOT_DUPLICATED_BY_PLAYER, YOUR_RINGWRAITH } from '../vocab/minionEvents';
import { onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'While the Yellow Face Sleeps',
  alignment: ['Minion'],
  // "Cannot be included in a Balrog's deck": Arda has no Balrog player.
  text: 'Playable during the organization phase on your Ringwraith at a Darkhaven [{DH}]. You may keep one more card than normal in your hand. Discard this card if your Ringwraith moves. Cannot be duplicated by a given player.',
  play: onOwnCharacter(['organization'], [YOUR_RINGWRAITH, AT_DARKHAVEN], { requires: [NOT_DUPLICATED_BY_PLAYER] }),
  effects: [{ do: 'attach', to: 'target' }],
  static: [{ on: 'bearer', stat: 'handSize', delta: 1 }, discardIfBearerMoves()],
};
export default def;
