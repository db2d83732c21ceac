import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Scorba Roused', 'Unique. Manifestation of Scorba. Playable at Zarak Dûm if the influence check is greater than 11. Modifications: influencer discards a major item (+3) or a greater item (+6). All attacks by manifestations of Scorba against any of your companies are canceled. Any company moving in Angmar, Gundabad, and/or Forochel faces one attack: Dragon — 3 strikes at 12/8 (attacker chooses defending characters).', {
  dragon: 'Scorba',
  site: 'Zarak Dûm',
  major: 3,
  greater: 6,
  regions: ['Angmar', 'Gundabad', 'Forochel'],
  strikes: 3,
  prowess: 12,
  body: 8,
  attackerChooses: true,
});
export default def;
