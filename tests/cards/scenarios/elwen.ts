import type { Scenario } from '../kit/scenario';
import { opponentFactionScenarios } from '../helpers/opponentFactionInfluence';

const scenarios: Scenario[] = opponentFactionScenarios("Elwen", 2, 'Wood-elves', 'Thranduil’s Halls', 'Riders of Rohan', 'Edoras');
export default scenarios;
