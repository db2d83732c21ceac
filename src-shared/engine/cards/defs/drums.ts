import type { CardDef } from '../cardApi';
import { autoAttackIn, doorsOfNight, staysUnique } from '../vocab/hazards';

const REGIONS = ['Angmar', 'Gap of Isen', 'Gorgoroth', 'Gundabad', 'High Pass', 'Redhorn Gate', 'Rohan', 'Southern Mirkwood', 'Udûn'];
const AUTO = autoAttackIn(REGIONS);

const def: CardDef = {
  // The first sentence never applies: "Under-deeps sites are left off the map" (engine README, simplifications), so no
  // company is at or moving to one.
  name: 'Drums',
  text: 'For each company at or moving to an Under-deeps site, the hazard limit is increased by one and the prowess of all attacks is increased by one. All automatic-attacks at sites in the following regions have their number of strikes and prowess increased by one (by two if Doors of Night is in play): Angmar, Gap of Isen, Gorgoroth, Gundabad, High Pass, Redhorn Gate, Rohan, Southern Mirkwood, and Udûn. Cannot be duplicated.',
  ...staysUnique('Drums'),
  static: [
    { on: 'attack', races: [], stat: 'strikes', delta: 1, onlyIf: AUTO },
    { on: 'attack', races: [], stat: 'prowess', delta: 1, onlyIf: AUTO },
    { on: 'attack', races: [], stat: 'strikes', delta: 1, onlyIf: AUTO, when: doorsOfNight },
    { on: 'attack', races: [], stat: 'prowess', delta: 1, onlyIf: AUTO, when: doorsOfNight },
  ],
};
export default def;
