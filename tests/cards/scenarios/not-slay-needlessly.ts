import { refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { onceOnAttack } from '../helpers/onAttack';

const scenarios: Scenario[] = [
  onceOnAttack('Elf-lord Revealed in Wrath gets -2 prowess, once; not on an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Elf-lord Revealed in Wrath', card: 'Not Slay Needlessly' }, (k) => {
    const top = k.top();
    k.expect(top?.kind === 'combat' && top.attack.prowess === 13, 'the Elf-lord at 13 prowess');
  }),
  refusalScenario('not on an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'Not Slay Needlessly', why: 'Orcs' }),
];
export default scenarios;
