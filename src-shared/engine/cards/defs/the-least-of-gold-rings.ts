import { requestCheck, type CardDef } from '../cardApi';
import { atEndOfUntap } from '../vocab/untapPhase';

const def: CardDef = {
  name: 'The Least of Gold Rings',
  alignment: ['Minion'],
  text: 'Bearer must make a corruption check at the end of each of his untap phases. Discard this ring when tested. If tested, obtain a random value to determine which ring card may be immediately played: The One Ring (12+); a Dwarven Ring (10,11,12+); a Magic Ring (1,2,3,4,5,6,7); a Lesser Ring (any result).',
  static: [
    atEndOfUntap((s, bearer, ctx) => requestCheck(s, { inst: bearer, modifier: 0, why: 'The Least of Gold Rings', failure: 'byMargin' }, ctx)),
  ],
};
export default def;
