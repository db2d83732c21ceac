import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Leucaruth Roused', 'Unique. Manifestation of Leucaruth. Playable at Irerock if the influence check is greater than 12. Modifications: influencer discards a major item (+3) or a greater item (+6). All attacks by manifestations of Leucaruth against any of your companies are canceled. Any company moving in Withered Heath, Northern Rhovanion, Iron Hills, and/or Grey Mountain Narrows faces one attack: Dragon — 2 strikes at 16/8.', {
  dragon: 'Leucaruth',
  site: 'Irerock',
  major: 3,
  greater: 6,
  regions: ['Withered Heath', 'Northern Rhovanion', 'Iron Hills', 'Grey Mountain Narrows'],
  strikes: 2,
  prowess: 16,
  body: 8,
  attackerChooses: false,
});
export default def;
