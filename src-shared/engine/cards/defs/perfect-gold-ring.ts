import type { CardDef } from '../cardApi';
import { GOLD_RING_DRAGON_LAIR, minionGoldRing } from '../vocab/goldRings';

// "You may search your play deck and discard pile for a Lesser Ring": Arda Revised draws the ring from the Ring deck instead
// ("draws from the Ring deck until a matching ring appears", rings.ts testRing).
const def: CardDef = minionGoldRing(
  'Perfect Gold Ring',
  'May only be played at a Dragon’s Lair where gold rings are playable. Bearer must make a corruption check at the end of each of his untap phases. Discard this ring when tested. If tested, make a roll to determine which ring card may be immediately played: a Magic Ring (1,2,3,4,5,6,7); a Spirit Ring (8, 9,10,11,12+); a Lesser Ring (any result). You may search your play deck and discard pile for a Lesser Ring to be played.',
  GOLD_RING_DRAGON_LAIR,
);
export default def;
