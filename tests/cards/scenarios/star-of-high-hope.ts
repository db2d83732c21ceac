import type { Scenario } from '../kit/scenario';
import { prowessChanges } from '../helpers/prowessEvents';

const name = 'Star of High Hope';

const scenarios: Scenario[] = [
  {
    title: '"The prowess of each Elf and Dúnadan is modified by +1": Aragorn II, Legolas and an opponent\'s Beregond +1, Gimli (a Dwarf) unchanged',
    run: (k) => k.equal(prowessChanges(k, name, false).join(' '), '1 1 0 1', 'prowess changes (Aragorn II, Legolas, Gimli, Beregond)'),
  },
  {
    title: '"(by +2 if Gates of Morning is in play)"',
    run: (k) => k.equal(prowessChanges(k, name, true).join(' '), '2 2 0 2', 'prowess changes (Aragorn II, Legolas, Gimli, Beregond)'),
  },
  {
    title: 'a long-event: not playable in the organization phase',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.phase('organization');
      k.expect(!k.canPlay(0, k.hand(0, name)), 'refused in the organization phase');
    },
  },
];
export default scenarios;
