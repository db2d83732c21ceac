import { refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { onceOnAttack } from '../helpers/onAttack';

const scenarios: Scenario[] = [
  onceOnAttack(
    'Gimli gets +2 prowess and -1 body for the attack, Aragorn nothing; no second copy; gone after the attack',
    { names: ['Gimli', 'Aragorn II'], creature: 'Orc-watch', card: 'The Dwarves Are upon You!', why: 'cannot be duplicated against the attack' },
    (k, chars) => {
      const [gimli, aragorn] = chars as [number, number];
      k.expect(k.s.mods.some((m) => m.inst === gimli && m.stat === 'prowess' && m.delta === 2 && m.until === 'attack'), 'Gimli +2 prowess');
      k.expect(k.s.mods.some((m) => m.inst === gimli && m.stat === 'body' && m.delta === -1), 'Gimli -1 body');
      k.expect(!k.s.mods.some((m) => m.inst === aragorn), 'Aragorn is no Dwarf');
    },
  ),
  refusalScenario('not on a company without Dwarves', { names: ['Aragorn II', 'Bilbo'], creature: 'Orc-watch', cards: 'The Dwarves Are upon You!', why: 'no Dwarves' }),
];
export default scenarios;
