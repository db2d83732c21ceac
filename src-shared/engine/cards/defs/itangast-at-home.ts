import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

const def: CardDef = atHome({
  name: 'Itangast at Home',
  text: 'Unique. Unless Itangast Ahunt is in play, Gold Hill has an additional automatic-attack: Dragon — 3 strikes at 19/8. In addition, each greater item gives an additional corruption point.',
  site: 'Gold Hill',
  ahunt: 'Itangast Ahunt',
  strikes: 3,
  prowess: 19,
  body: 8,
  more: [{ on: 'itemCorruption', subtypes: ['Greater Item'], delta: 1 }],
});
export default def;
