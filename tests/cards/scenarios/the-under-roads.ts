import type { Scenario } from '../kit/scenario';
import { minionKit, minionTurn } from '../kit/templates';
import { deepsBonusMoves, deepsRollOf, modOf } from '../helpers/underDeeps';

const name = 'The Under-roads';

const scenarios: Scenario[] = [
  {
    title: '"The roll required for minions to move between adjacent Under-deeps sites is decreased by 3": The Under-gates to The Under-grottos (7) on a 4',
    run: (k0) => {
      const k = minionKit(k0);
      const { id } = k.company(0, ['Tarcil'], 'The Under-gates');
      deepsBonusMoves(k, id, name, 3);
    },
  },
  {
    title: '"for minions … between adjacent Under-deeps sites": not for a Wizard player\'s company, nor on the way out to Moria',
    run: (k0) => {
      const k = minionKit(k0);
      k.inPlay(0, name);
      const hero = k.company(1, ['Aragorn II'], 'The Under-gates');
      // Seat 1 (the Wizard player in this kit) active for his company's movement/hazard phase.
      minionTurn(k);
      k.equal(modOf(deepsRollOf(k, hero.id, 'The Under-grottos', [2, 2]).roll, name), 0, "the Wizard player's company");
      Object.assign(k.s.turn, { active: 0, firstHazard: 1 });
      const { id } = k.company(0, ['Tarcil'], 'The Under-gates');
      k.equal(modOf(deepsRollOf(k, id, 'Moria', [2, 2]).roll, name), 0, 'to Moria');
    },
  },
  {
    title: '"Discards … The Way is Shut": played in the long-event phase, The Way is Shut in play is discarded; it stays in play',
    run: (k0) => {
      const k = minionKit(k0);
      const shut = k.inPlay(1, 'The Way is Shut');
      k.company(0, ['Tarcil'], 'Minas Morgul');
      const card = k.hand(0, name);
      k.phase('organization');
      k.expect(!k.canPlay(0, card), 'not in the organization phase');
      k.phase('longEvent');
      k.play(0, card);
      k.equal(k.where(card), 'playArea', name);
      k.equal(k.where(shut), 'discard', 'The Way is Shut');
    },
  },
];
export default scenarios;
