import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  ...[true, false].map((fails) => ({
    title: `The Ring’s Betrayal: the bearer of a Ring makes a corruption check modified by -2; ${fails ? 'failed, his Ring is discarded and he remains in play' : 'passed, he keeps it'}`,
    run: (k: ScenarioKit) => {
      let ring = -1;
      const { card, chars } = movingWithHazard(k, 'The Ring’s Betrayal', ['Aragorn II', 'Legolas'], { before: (c) => { ring = k.item(c[0] as number, 'Precious Gold Ring'); } });
      const [aragorn, legolas] = chars as [number, number];
      k.expect(!k.canPlay(1, card, legolas), 'not on Legolas (no Ring)');
      k.rig(fails ? [1, 1] : [6, 6]);
      k.play(1, card, aragorn);
      const check = rolls(k.events, 'corruption').at(-1) as { mods?: { value: number }[] } | undefined;
      k.expect((check?.mods ?? []).some((m) => m.value === -2), 'the check is modified by -2');
      k.expect(Boolean(k.s.chars[aragorn]), 'Aragorn II remains in play');
      k.equal(k.where(ring), fails ? 'discard' : 'character', 'Precious Gold Ring');
    },
  })),
];
export default scenarios;
