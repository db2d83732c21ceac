import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { oneCheckBy, playedForTwo } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '2 corruption points; not on a Hobbit',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Despair of the Heart', ['Aragorn II', 'Bilbo']);
      const [aragorn, bilbo] = chars as [number, number];
      playedForTwo(k, card, aragorn, [[bilbo, 'not on Bilbo (a Hobbit)']]);
    },
  },
  {
    title: 'a check each time a character in his company becomes wounded (a strike wounds Legolas)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Bilbo'], 'Rivendell');
      const [aragorn, legolas, bilbo] = chars as [number, number, number];
      k.attach(aragorn, 'Despair of the Heart');
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      const strikes = k.s.stack.find((x) => x.kind === 'combat');
      const n = strikes?.kind === 'combat' ? strikes.attack.strikes : 0;
      for (let i = 0; i < n; i++) k.act(0, { type: 'assignStrike', target: [legolas, aragorn, bilbo][i % 3] as number });
      k.rig([1, 1, 6, 6, 6, 6]);
      const events = k.act(0, { type: 'resolveStrike', target: legolas, stayUntapped: false });
      k.expect(rolls(events, 'bodyCheck').some((e) => e.inst === legolas), 'Legolas is wounded (body check)');
      oneCheckBy(k, events, 'Despair of the Heart', aragorn, 'the bearer checks');
    },
  },
];
export default scenarios;
