import type { CardDef } from '../cardApi';
import { goldRingSite, minionGoldRing } from '../vocab/goldRings';

const def: CardDef = minionGoldRing(
  'A Little Gold Ring',
  'May only be played at Bag End or a Ruins & Lairs [{R}] where gold rings are playable. Bearer must make a corruption check at the end of each of his untap phases. Discard this ring when tested. If tested, make a roll to determine which ring card may be immediately played: The One Ring (11,12+); a Dwarven Ring (9,10,11,12+); a Magic Ring (1,2,3,4,5,6); a Lesser Ring (any result).',
  goldRingSite('at Bag End or a Ruins & Lairs where gold rings are playable', ['bag end'], ['R']),
);
export default def;
