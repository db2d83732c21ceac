import type { Attack, CardDef, GameState } from '../cardApi';
import { autoAttackIn, DOORS, staysUnique } from '../vocab/hazards';
import { atOrMovingToDeeps } from '../vocab/underDeeps';

const REGIONS = ['Angmar', 'Gap of Isen', 'Gorgoroth', 'Gundabad', 'High Pass', 'Redhorn Gate', 'Rohan', 'Southern Mirkwood', 'Udûn'];
const AUTO = autoAttackIn(REGIONS);
/** An attack against a company at or moving to an Under-deeps site. */
const IN_DEEPS = (s: GameState, a: Attack): boolean => atOrMovingToDeeps(s, a.companyId);

const def: CardDef = {
  name: 'Drums',
  text: 'For each company at or moving to an Under-deeps site, the hazard limit is increased by one and the prowess of all attacks is increased by one. All automatic-attacks at sites in the following regions have their number of strikes and prowess increased by one (by two if Doors of Night is in play): Angmar, Gap of Isen, Gorgoroth, Gundabad, High Pass, Redhorn Gate, Rohan, Southern Mirkwood, and Udûn. Cannot be duplicated.',
  ...staysUnique('Drums'),
  static: [
    { on: 'hazardLimit', whose: 'all', delta: 1, company: atOrMovingToDeeps },
    { on: 'attack', races: [], stat: 'prowess', delta: 1, onlyIf: IN_DEEPS },
    { on: 'attack', races: [], stat: 'strikes', delta: 1, onlyIf: AUTO },
    { on: 'attack', races: [], stat: 'prowess', delta: 1, onlyIf: AUTO },
    { on: 'attack', races: [], stat: 'strikes', delta: 1, onlyIf: AUTO, ifInPlay: [DOORS] },
    { on: 'attack', races: [], stat: 'prowess', delta: 1, onlyIf: AUTO, ifInPlay: [DOORS] },
  ],
};
export default def;
