import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'with Doors of Night in play, an untapped Man is tapped; not a Dúnadan, not a tapped Man',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { card, chars } = movingWithHazard(k, 'Darkness Under Tree', ['Bard Bowman', 'Aragorn II', 'Beorn'], { before: (c) => k.setStatus(c[2] as number, 'tapped') });
      const [bard, aragorn, beorn] = chars as [number, number, number];
      k.expect(!k.canPlay(1, card, aragorn), 'Aragorn II is a Dúnadan');
      k.expect(!k.canPlay(1, card, beorn), 'Beorn is tapped');
      k.play(1, card, bard);
      k.equal(k.s.status[bard], 'tapped', 'Bard Bowman');
    },
  },
  {
    title: 'not playable without Doors of Night',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, 'Darkness Under Tree', ['Bard Bowman']);
      k.expect(!k.canPlay(1, card, chars[0]), 'Doors of Night is not in play');
    },
  },
];
export default scenarios;
