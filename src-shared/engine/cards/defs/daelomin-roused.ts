import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Daelomin Roused', 'Unique. Manifestation of Daelomin. Playable at Dancing Spire if influence check is greater than 12. Modifications: influencer discards a major item (+3) or a greater item (+6). All attacks by manifestations of Daelomin against any of your companies are canceled. Any company moving in Withered Heath, Grey Mountain Narrows, Iron Hills, and/or Northern Rhovanion faces one attack: Dragon — 3 strikes at 13/8 (attacker chooses defending characters).', {
  dragon: 'Daelomin',
  site: 'Dancing Spire',
  major: 3,
  greater: 6,
  regions: ['Withered Heath', 'Grey Mountain Narrows', 'Iron Hills', 'Northern Rhovanion'],
  strikes: 3,
  prowess: 13,
  body: 8,
  attackerChooses: true,
});
export default def;
