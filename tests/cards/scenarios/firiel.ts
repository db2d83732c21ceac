import type { Scenario } from '../kit/scenario';
import { opponentFactionScenarios } from '../helpers/opponentFactionInfluence';

// "+2 direct influence against … factions that can be played in Anfalas, Anórien, Belfalas, Lamedon, and Lebennin": Men of Lebennin (Pelargir), not Riders of Rohan.
const scenarios: Scenario[] = opponentFactionScenarios('Firiel', 2, 'Men of Lebennin', 'Pelargir', 'Riders of Rohan', 'Edoras');
export default scenarios;
