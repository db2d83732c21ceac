import { expectCancelled, refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { onceOnAttack } from '../helpers/onAttack';

const ELF_LORD = 'Elf-lord Revealed in Wrath';

const scenarios: Scenario[] = [
  // An overt company (an Orc in it): "Otherwise, -2 to the attack's prowess".
  onceOnAttack('overt company (an Orc in it): "Otherwise, -2 to the attack\'s prowess" — the Elf-lord at 13, once; not on an Orc attack', { names: ['Grishnákh', 'Luitprand'], creature: ELF_LORD, card: 'Not Slay Needlessly', minion: true }, (k) => {
    const top = k.top();
    k.expect(top?.kind === 'combat' && top.attack.prowess === 13, 'the Elf-lord at 13 prowess');
  }),
  onceOnAttack('"Against a covert company, the attack is canceled" (a company of Men)', { names: ['Luitprand', 'Ostisen'], creature: ELF_LORD, card: 'Not Slay Needlessly', minion: true, why: 'no attack left to play it on' }, (k, _chars, creature) => {
    expectCancelled(k, creature, ELF_LORD);
  }),
  refusalScenario('not on an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'Not Slay Needlessly', why: 'Orcs' }),
];
export default scenarios;
