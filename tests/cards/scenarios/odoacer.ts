import type { Scenario } from '../kit/scenario';
import { opponentFactionScenarios } from '../helpers/opponentFactionInfluence';

// "+3 direct influence against the Woodmen faction": in an influence attempt on the Wizard player's Woodmen; not on the Dunlendings.
const scenarios: Scenario[] = opponentFactionScenarios('Odoacer', 3, 'Woodmen', 'Woodmen-town', 'Dunlendings', 'Dunnish Clan-hold');
export default scenarios;
