import type { CardDef } from '../cardApi';
import { atSitesNamed } from '../vocab/creatures';

// "May also be played keyed to Fangorn, Heart of Mirkwood, Southern Mirkwood, and Western Mirkwood; and may also be played at Ruins & Lairs [{R}],
// Shadow-holds [{S}], and Dark-holds [{D}] in these regions": the card data's keying (facts.ts). "15 prowess against Hobbits": 2 more than its 13.
const def: CardDef = {
  name: 'Old Man Willow',
  text: 'Awakened Plant. One strike. 15 prowess against Hobbits. May also be played keyed to Fangorn, Heart of Mirkwood, Southern Mirkwood, and Western Mirkwood; and may also be played at Ruins & Lairs [{R}], Shadow-holds [{S}], and Dark-holds [{D}] in these regions. Also playable at Old Forest and Drúadan Forest.',
  static: [
    { on: 'creature', after: 'prowessVs', races: ['Hobbit'], delta: 2 },
    atSitesNamed('also playable at Old Forest and Drúadan Forest', ['old forest', 'druadan forest']),
  ],
};
export default def;
