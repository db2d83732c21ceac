import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

// Influence attempts: a faction's influence check (phases/site.ts) and an attempt against an opponent's card (phases/influence.ts).
const def: CardDef = atHome({
  name: 'Scatha at Home',
  text: 'Unique. Unless Scatha Ahunt is in play, Gondmaeglom has an additional automatic-attack: Dragon — 3 strikes at 16/9. In addition, -1 to all influence attempts.',
  site: 'Gondmaeglom',
  ahunt: 'Scatha Ahunt',
  strikes: 3,
  prowess: 16,
  body: 9,
  more: [{ on: 'characters', stat: 'influence', races: [], delta: -1 }],
});
export default def;
