import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a company moving to Bree without a ranger does nothing in its site phase; not playable on a company that does not move',
    run: (k) => {
      const { id } = k.company(0, ['Gimli', 'Bilbo'], 'Rivendell');
      const still = k.company(0, ['Frodo'], 'Weathertop');
      const card = k.hand(1, 'River');
      k.movement(still.id, null);
      k.expect(!k.canPlay(1, card), 'the company at Weathertop does not move');
      k.s.stack = [];
      k.movement(id, 'Bree', ['Arthedain']);
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'River');
      k.expect(k.s.turn.siteDone.includes(id), 'the company has no site phase');
      k.act(1, { type: 'passHazards' });
      k.phase('site');
      k.refused(0, { type: 'enterSite', companyId: id });
    },
  },
  {
    title: 'a ranger in the company taps to cancel the effect',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      const [aragorn, bilbo] = chars as [number, number];
      k.movement(id, 'Bree', ['Arthedain']);
      k.play(1, k.hand(1, 'River'));
      k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II (ranger) taps');
      k.equal(k.s.status[bilbo], undefined, 'Bilbo stays untapped');
      k.expect(!k.s.turn.siteDone.includes(id), 'the company keeps its site phase');
    },
  },
];
export default scenarios;
