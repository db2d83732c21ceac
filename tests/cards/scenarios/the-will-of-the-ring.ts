import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'the bearer of The One Ring makes a corruption check modified by -4; his companion is no target',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, 'The Will of the Ring', ['Frodo', 'Sam Gamgee'], { before: (c) => k.item(c[0] as number, 'The One Ring') });
      const [frodo, sam] = chars as [number, number];
      k.expect(!k.canPlay(1, card, sam), 'Sam Gamgee does not bear The One Ring');
      k.rig([6, 6]);
      k.play(1, card, frodo);
      const check = rolls(k.events, 'corruption', 'The Will of the Ring');
      k.equal(check.length, 1, 'corruption checks');
      k.equal(check[0]?.inst, frodo, 'made by Frodo');
      k.expect((check[0]?.mods ?? []).some((m) => m.value === -4), 'modified by -4');
    },
  },
  {
    title: 'not playable on a company without The One Ring',
    run: (k) => {
      const { card } = movingWithHazard(k, 'The Will of the Ring', ['Frodo', 'Sam Gamgee']);
      k.expect(!k.canPlay(1, card), 'nobody bears The One Ring');
    },
  },
];
export default scenarios;
