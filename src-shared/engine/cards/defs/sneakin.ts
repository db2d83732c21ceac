import type { CardDef } from '../cardApi';
import { scoutHidesCompany } from '../vocab/scouts';

const def: CardDef = {
  name: 'Sneakin’',
  alignment: ['Minion'],
  text: 'Scout only. Playable during the organization phase on an untapped scout in a company with a company size less than 3. Tap the scout. No creature hazards may be played on his company this turn.',
  ...scoutHidesCompany(),
};
export default def;
