import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Bairanax Roused', 'Unique. Manifestation of Bairanax. Playable at Ovir Hollow if the influence check is greater than 11. Modifications: influencer discards a major item (+3) or a greater item (+6). All attacks by manifestations of Bairanax against any of your companies are canceled. Any company moving in Withered Heath, Gundabad, Anduin Vales, and/or Grey Mountain Narrows faces one attack: Dragon — 2 strikes at 14/7 (attacker chooses defending characters).', {
  dragon: 'Bairanax',
  site: 'Ovir Hollow',
  major: 3,
  greater: 6,
  regions: ['Withered Heath', 'Gundabad', 'Anduin Vales', 'Grey Mountain Narrows'],
  strikes: 2,
  prowess: 14,
  body: 7,
  attackerChooses: true,
  cancelVia: 'ahunt',
});
export default def;
