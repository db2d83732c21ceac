import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

// "facing one or more animal hazard creature attacks": once a company faces the first Animal hazard creature of the turn, its
// hazard limit is one higher for the rest of its movement/hazard phase (phases/movementHazard.ts playCreature, `creatureLimit`).
const def: CardDef = atHome({
  name: 'Bairanax at Home',
  text: 'Unique. Unless Bairanax Ahunt is in play, Ovir Hollow has an additional automatic-attack: Dragon — 2 strikes at 15/7. In addition, the hazard limit against any company facing one or more animal hazard creature attacks is increased by one.',
  site: 'Ovir Hollow',
  ahunt: 'Bairanax Ahunt',
  strikes: 2,
  prowess: 15,
  body: 7,
  more: [{ on: 'creatureLimit', races: ['Animal'], delta: 1 }],
});
export default def;
