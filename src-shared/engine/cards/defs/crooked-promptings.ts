import type { CardDef } from '../cardApi';
import { newFriendship } from '../vocab/checkBonuses';

const def: CardDef = {
  name: 'Crooked Promptings',
  alignment: ['Minion'],
  text: "Diplomat only. +3 to any one influence check by a character in a diplomat's company or +2 to a corruption check by a character in his company.",
  ...newFriendship('Crooked Promptings'),
};
export default def;
