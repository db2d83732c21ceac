import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

// Using an ability of a card in play counts nothing against the hazard limit (effects/abilities.ts).
const def: CardDef = atHome({
  name: 'Daelomin at Home',
  text: 'Unique. Unless Daelomin Ahunt is in play, Dancing Spire has an additional automatic-attack: Dragon — 3 strikes at 14/8. In addition, you may discard this card from play during opponent’s movement/hazard phase (not counting against the hazard limit) to increase the hazard limit against one company by two.',
  site: 'Dancing Spire',
  ahunt: 'Daelomin Ahunt',
  strikes: 3,
  prowess: 14,
  body: 8,
  abilities: [{ label: 'discard: +2 to the hazard limit against this company', windows: ['hazard'], costs: ['discardSelf'], effects: [{ do: 'hazardLimit', delta: 2 }] }],
});
export default def;
