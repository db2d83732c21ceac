import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'the bearer of a major item makes a corruption check at -1; a character without one cannot be targeted',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Dragon-sickness', ['Aragorn II', 'Bilbo'], { before: ([aragorn]) => k.item(aragorn as number, 'Glamdring') });
      const [aragorn, bilbo] = chars as [number, number];
      k.expect(!k.canPlay(1, card, bilbo), 'Bilbo bears no major item');
      k.rig([6, 6]);
      k.play(1, card, aragorn);
      const roll = rolls(k.events, 'corruption')[0];
      k.expect(roll !== undefined, 'a corruption check is made');
      k.equal(roll?.inst, aragorn, 'who checks');
      const mods = (roll?.mods ?? []) as { value: number }[];
      k.expect(mods.some((m) => m.value === -1), 'the check is modified by -1');
      k.equal(k.where(card), 'discard', 'Dragon-sickness');
    },
  },
];
export default scenarios;
