import type { Scenario } from '../kit/scenario';
import { deepsBonusMoves, deepsRollOf, modOf } from '../helpers/underDeeps';

const name = 'Secret Ways';

const scenarios: Scenario[] = [
  {
    title: '"The roll required to move between adjacent Under-deeps sites is decreased by 4": The Under-gates to The Under-grottos (8) on a 4',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'The Under-gates');
      k.equal(deepsBonusMoves(k, id, name, 4)?.need, 8, 'the printed roll');
    },
  },
  {
    title: '"between adjacent Under-deeps sites": no modifier on the way out to the surface (The Under-gates to Moria)',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'The Under-gates');
      k.inPlay(0, name);
      const { roll, moves } = deepsRollOf(k, id, 'Moria', [1, 1]);
      k.equal(modOf(roll, name), 0, 'the modifier');
      k.expect(moves, 'Moria (0) is reached');
    },
  },
  {
    title: 'played in the long-event phase and stays in play; "Cannot be duplicated": not while one is in play, nor in the organization phase',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      const card = k.hand(0, name);
      k.phase('organization');
      k.expect(!k.canPlay(0, card), 'not in the organization phase');
      k.phase('longEvent');
      k.play(0, card);
      k.equal(k.where(card), 'playArea', name);
      k.expect(!k.canPlay(0, k.hand(0, name)), 'a second Secret Ways');
    },
  },
];
export default scenarios;
