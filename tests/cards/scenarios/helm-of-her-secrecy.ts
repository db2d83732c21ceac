import { refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  refusalScenario('"If Éowyn is in your hand": Théoden (home site Edoras) facing Orc-watch cannot have it played, for Éowyn is never in the hand in Arda', {
    names: ['Théoden', 'Éomer'],
    creature: 'Orc-watch',
    cards: 'Helm of Her Secrecy',
    why: 'Éowyn is not in the hand',
  }),
];
export default scenarios;
