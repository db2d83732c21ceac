import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

const def: CardDef = atHome({
  name: 'Scorba at Home',
  text: 'Unique. Unless Scorba Ahunt is in play, Zarak Dûm has an additional automatic-attack: Dragon — 3 strikes at 13/8. In addition, each major item gives an additional corruption point.',
  site: 'Zarak Dûm',
  ahunt: 'Scorba Ahunt',
  strikes: 3,
  prowess: 13,
  body: 8,
  more: [{ on: 'itemCorruption', subtypes: ['Major Item'], delta: 1 }],
});
export default def;
