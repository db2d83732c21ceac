import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Itangast Roused', 'Unique. Manifestation of Itangast. Playable at Gold Hill if the influence check is greater than 15. Modifications: influencer discards a major item (+4) or a greater item (+8). All attacks by manifestations of Itangast against any of your companies are canceled. Any company moving in Withered Heath, Iron Hills, Northern Rhovanion, and/or Grey Mountain Narrows faces one attack: Dragon — 3 strikes at 18/8.', {
  dragon: 'Itangast',
  site: 'Gold Hill',
  major: 4,
  greater: 8,
  regions: ['Withered Heath', 'Iron Hills', 'Northern Rhovanion', 'Grey Mountain Narrows'],
  strikes: 3,
  prowess: 18,
  body: 8,
  attackerChooses: false,
});
export default def;
