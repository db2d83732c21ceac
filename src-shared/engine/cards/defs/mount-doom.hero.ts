import type { CardDef } from '../cardApi';
import { hazardLimitSite } from '../vocab/sites';

// "Hazard creatures may always be played keyed to the site regardless of any other cards played": no card the engine carries out stops
// creatures from being keyed to a site, so creatures keyed to Mount Doom's type (Shadow-hold) are played there as the rules allow anyway.
const def: CardDef = hazardLimitSite("Mount Doom", "Nearest Haven: Lórien / Special: Any company moving to this site has its hazard limit increased by 2 and hazard creatures may always be played keyed to the site regardless of any other cards played.", [], []);
export default def;
