import type { Scenario } from '../kit/scenario';
import { opponentFactionScenarios } from '../helpers/opponentFactionInfluence';

// "+4 direct influence against Riders of Rohan": in an influence attempt on the Wizard player's Riders of Rohan; not on the Dunlendings.
const scenarios: Scenario[] = opponentFactionScenarios('Wormtongue', 4, 'Riders of Rohan', 'Edoras', 'Dunlendings', 'Dunnish Clan-hold');
export default scenarios;
