import { type CardDef, company } from '../cardApi';
import { atHome } from '../vocab/atHome';
import { pathTypes } from '../vocab/hazards';

const def: CardDef = atHome({
  name: 'Eärcaraxë at Home',
  text: 'Unique. Unless Eärcaraxë Ahunt is in play, Isle of the Ulond has an additional automatic-attack: Dragon — 2 strikes at 18/7 (attacker chooses defending characters). In addition, the hazard limit against any moving company with a Coastal Sea [{c}] region in its site path is increased by one.',
  site: 'Isle of the Ulond',
  ahunt: 'Eärcaraxë Ahunt',
  strikes: 2,
  prowess: 18,
  body: 7,
  attackerChooses: true,
  more: [{ on: 'hazardLimit', whose: 'all', delta: 1, company: (s, id) => pathTypes(s, company(s, id)).includes('c') }],
});
export default def;
