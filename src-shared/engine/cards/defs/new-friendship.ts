import type { CardDef } from '../cardApi';
import { newFriendship } from '../vocab/checkBonuses';

const def: CardDef = {
  name: 'New Friendship',
  alignment: ['Hero'],
  text: "Diplomat only. +3 to any one influence check by a diplomat. Alternatively, +2 to a corruption check by a character in a diplomat's company.",
  ...newFriendship('New Friendship'),
};
export default def;
