import type { CardDef } from '../cardApi';
import { scoutHidesCompany } from '../vocab/scouts';

const def: CardDef = {
  name: 'Stealth',
  alignment: ['Hero'],
  // Played in the organization phase (the engine has no separate "end of" step); tapping the scout is the cost.
  text: 'Scout only. Tap a scout to play at the end of the organization phase only if the scout’s company size is less than three. No creature hazards may be played on his company this turn.',
  ...scoutHidesCompany(),
};
export default def;
