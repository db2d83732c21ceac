import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

// "draws … at the start of its movement/hazard phase": the moving company's player's draws for its movement (the hazard player's stay as they are).
const def: CardDef = atHome({
  name: 'Smaug at Home',
  text: 'Unique. Unless Smaug Ahunt is in play, The Lonely Mountain has an additional automatic-attack: Dragon — 2 strikes at 18/8. In addition, each moving company draws one less card to a minimum of one at the start of its movement/hazard phase.',
  site: 'The Lonely Mountain',
  ahunt: 'Smaug Ahunt',
  strikes: 2,
  prowess: 18,
  body: 8,
  more: [{ on: 'companyDraws', delta: -1 }],
});
export default def;
