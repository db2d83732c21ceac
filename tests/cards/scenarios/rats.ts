import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"Company discards one minor item of its choice": moving to Weathertop (a Ruins & Lairs), the Dagger of Westernesse Aragorn II bears is discarded',
    run: (k) => {
      let dagger = -1;
      const { card } = movingWithHazard(k, 'Rats!', ['Aragorn II'], { to: 'Weathertop', regions: ['Arthedain'], before: ([a]) => (dagger = k.item(a as number, 'Dagger of Westernesse')) });
      k.play(1, card);
      k.equal(k.where(dagger), 'discard', 'Dagger of Westernesse');
    },
  },
  {
    title: '"at or moving to a Ruins & Lairs, Shadow-hold, or Dark-hold": not on a company with a minor item moving to Bree, nor on one without a minor item at Weathertop',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Rats!', ['Aragorn II'], { before: ([a]) => k.item(a as number, 'Dagger of Westernesse') });
      k.expect(!k.canPlay(1, card), 'Bree is a Border-hold');
      const bare = movingWithHazard(k, 'Rats!', ['Gimli'], { from: 'Weathertop', to: null });
      k.expect(!k.canPlay(1, bare.card), 'no minor item');
    },
  },
];
export default scenarios;
