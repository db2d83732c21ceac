import { cancelScenario, refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  cancelScenario('a ranger’s company cancels a Wolf attack', { names: ['Aragorn II', 'Gimli'], creature: 'Wolves', cards: 'Crept Along Cleverly' }),
  refusalScenario('a company without a ranger cannot play it', { names: ['Gimli', 'Bilbo'], creature: 'Wolves', cards: 'Crept Along Cleverly', why: 'Gimli and Bilbo are no rangers' }),
  refusalScenario('a ranger’s company cannot cancel an Orc attack with it', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'Crept Along Cleverly', why: 'Orcs are not among the races' }),
];
export default scenarios;
