import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Agburanar Roused', 'Unique. Manifestation of Agburanar. Playable at Caves of Ûlund if the influence check is greater than 12. Modifications: influencer discards a major item (+3) or a greater item (+6). All attacks by manifestations of Agburanar against any of your companies are canceled. Any company moving in Withered Heath, Northern Rhovanion, Grey Mountain Narrows, and/or Iron Hills faces one attack: Dragon — 2 strikes at 15/9.', {
  dragon: 'Agburanar',
  site: 'Caves of Ûlund',
  major: 3,
  greater: 6,
  regions: ['Withered Heath', 'Northern Rhovanion', 'Grey Mountain Narrows', 'Iron Hills'],
  strikes: 2,
  prowess: 15,
  body: 9,
  attackerChooses: false,
});
export default def;
