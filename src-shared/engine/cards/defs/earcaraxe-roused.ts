import type { CardDef } from '../cardApi';
import { roused } from '../vocab/roused';

const def: CardDef = roused('Eärcaraxë Roused', 'Unique. Manifestation of Eärcaraxë. Playable at Isle of the Ulond if the influence check is greater than 11. Modifications: influencer discards a major item (+2) or a greater item (+5). All attacks by manifestations of Eärcaraxë against any of your companies are canceled. Any company moving in Andrast Coast, Bay of Belfalas, Eriadoran Coast, and/or Andrast faces one attack: Dragon — 2 strikes at 17/7 (attacker chooses defending characters).', {
  dragon: 'Eärcaraxë',
  site: 'Isle of the Ulond',
  major: 2,
  greater: 5,
  regions: ['Andrast Coast', 'Bay of Belfalas', 'Eriadoran Coast', 'Andrast'],
  strikes: 2,
  prowess: 17,
  body: 7,
  attackerChooses: true,
});
export default def;
