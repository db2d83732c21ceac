import type { CardDef } from '../cardApi';
import { goldRingSite, minionGoldRing } from '../vocab/goldRings';

// "You may search your play deck and discard pile for a Lesser Ring": Arda Revised draws the ring from the Ring deck instead
// ("draws from the Ring deck until a matching ring appears", rings.ts testRing).
const def: CardDef = minionGoldRing(
  'Gleaming Gold Ring',
  'May only be played at a Border-hold [{B}] where gold rings are playable. Bearer must make a corruption check at the end of each of his untap phases. Discard this ring when tested. If tested, obtain a random value to determine which ring card may be immediately played: a Spirit Ring (10,11,12+); a Dwarven Ring (9,10,11,12+); a Magic Ring (1,2,3,4,5,6); a Lesser Ring (any result). You may search your play deck and discard pile for a Lesser Ring to be played.',
  goldRingSite('at a Border-hold where gold rings are playable', [], ['B']),
);
export default def;
