import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

// "draws one less card to a minimum of one": the moving company's player's movement draws (phases/movementHazard.ts ownMaxDraws keeps
// at least one while moving; Arda Revised §4: "at least one card must be draw[n]"); the hazard player's draws are his own.
const def: CardDef = atHome({
  name: 'Smaug at Home',
  text: 'Unique. Unless Smaug Ahunt is in play, The Lonely Mountain has an additional automatic-attack: Dragon — 2 strikes at 18/8. In addition, each moving company draws one less card to a minimum of one at the start of its movement/hazard phase.',
  site: 'The Lonely Mountain',
  ahunt: 'Smaug Ahunt',
  strikes: 2,
  prowess: 18,
  body: 8,
  more: [{ on: 'movementDraws', extra: () => -1 }],
});
export default def;
