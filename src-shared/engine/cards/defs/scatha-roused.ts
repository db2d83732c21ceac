import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Scatha Roused', 'Unique. Manifestation of Scatha. Playable at Gondmaeglom if the influence check is greater than 13. Modifications: influencer discards a major item (+3) or a greater item (+6). All attacks by manifestations of Scatha against any of your companies are canceled. Any company moving in Withered Heath, Woodland Realm, Northern Rhovanion, and/or Grey Mountain Narrows faces one attack: Dragon — 3 strikes at 15/9.', {
  dragon: 'Scatha',
  site: 'Gondmaeglom',
  major: 3,
  greater: 6,
  regions: ['Withered Heath', 'Woodland Realm', 'Northern Rhovanion', 'Grey Mountain Narrows'],
  strikes: 3,
  prowess: 15,
  body: 9,
  attackerChooses: false,
});
export default def;
