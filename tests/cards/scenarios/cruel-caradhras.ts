import { combatOf, movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a company leaving Angmar: each character faces a strike of 8; a wounded character’s body check is modified by +1; no attack window opens',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Mount Gram');
      const [aragorn, bilbo] = chars as [number, number];
      const concealment = k.hand(0, 'Concealment');
      k.movement(id, 'Rivendell', ['Rhudaur']);
      k.play(1, k.hand(1, 'Cruel Caradhras'));
      const c = combatOf(k);
      k.expect(!k.canPlay(0, concealment), 'not an attack: Concealment cannot cancel it');
      k.equal(k.top()?.kind, 'combat', 'no chain opens for the attack');
      k.equal(c.attack.prowess, 8, 'strike prowess');
      k.equal(c.slots.length, 2, 'one strike for each character');
      k.expect(c.stage === 'resolve', 'the strikes are assigned one to each character');
      k.rig([1, 1, 3, 3]);
      k.act(0, { type: 'resolveStrike', target: bilbo, stayUntapped: false });
      k.passAll();
      const body = rolls(k.allEvents, 'bodyCheck').at(-1);
      k.equal(body?.total, 7, "Bilbo's body check (6 + 1)");
      k.equal(k.s.status[bilbo], 'wounded', 'Bilbo is wounded');
      k.rig([6, 6]);
      k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
      k.passAll();
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the strikes are over');
    },
  },
  {
    title: 'not playable on a company moving to a site in Angmar (stopping there), nor on one moving through Rhudaur and Arthedain',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Cruel Caradhras', ['Aragorn II'], { to: 'Mount Gram', regions: ['Angmar'] });
      k.expect(!k.canPlay(1, card), 'the company stops in Angmar');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Rivendell');
      k.movement(other.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card), 'Rhudaur and Arthedain are not named');
    },
  },
];
export default scenarios;
