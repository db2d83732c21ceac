import { refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { onceOnAttack } from '../helpers/onAttack';

const scenarios: Scenario[] = [
  onceOnAttack('Gothmog (14 prowess, 9 body) gets -3/-3 once; not on Orc-watch (9)', { names: ['Aragorn II', 'Gimli'], creature: 'Gothmog', card: 'The Old Thrush' }, (k) => {
    const top = k.top();
    k.expect(top?.kind === 'combat' && top.attack.prowess === 11 && top.attack.body === 6, 'Gothmog at 11 prowess, 6 body');
  }),
  refusalScenario('not on an attack of normal prowess under 13', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'The Old Thrush', why: 'Orc-watch has 9 prowess' }),
];
export default scenarios;
