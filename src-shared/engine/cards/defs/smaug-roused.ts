import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Smaug Roused', 'Unique. Manifestation of Smaug. Playable at The Lonely Mountain if the influence check is greater than 12. Modifications: influencer discards a major item (+3) or a greater item (+6). All attacks by manifestations of Smaug against any of your companies are canceled. Any company moving in Withered Heath, Northern Rhovanion, Grey Mountain Narrows, and/or Iron Hills faces one attack: Dragon — 2 strikes at 17/8 (attacker chooses defending characters).', {
  dragon: 'Smaug',
  site: 'The Lonely Mountain',
  major: 3,
  greater: 6,
  regions: ['Withered Heath', 'Northern Rhovanion', 'Grey Mountain Narrows', 'Iron Hills'],
  strikes: 2,
  prowess: 17,
  body: 8,
  attackerChooses: true,
});
export default def;
