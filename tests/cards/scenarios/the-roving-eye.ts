import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'the bearer of a Palantír makes a corruption check modified by -2; failed badly, he is discarded, not eliminated',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, 'The Roving Eye', ['Aragorn II', 'Legolas'], { before: (c) => k.item(c[0] as number, 'Palantír of Orthanc') });
      const [aragorn] = chars as [number, number];
      k.rig([1, 1]);
      k.play(1, card, aragorn);
      const check = rolls(k.events, 'corruption', 'The Roving Eye');
      k.equal(check.length, 1, 'corruption checks');
      k.expect((check[0]?.mods ?? []).some((m) => m.value === -2), 'modified by -2');
      k.equal(k.where(aragorn), 'discard', 'Aragorn II');
      k.expect(!k.s.players[0]?.eliminatedPile.includes(aragorn), 'not eliminated');
    },
  },
  {
    title: 'the bearer of a magic ring is a target, passing his check he stays; the bearer of a major item and a Wizard with a Palantír are not targets',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, 'The Roving Eye', ['Aragorn II', 'Legolas', 'Gandalf'], {
        before: ([aragorn, legolas, gandalf]) => {
          k.item(aragorn as number, 'Magic Ring of Lore');
          k.item(legolas as number, 'Glamdring');
          k.item(gandalf as number, 'Palantír of Orthanc');
        },
      });
      const [aragorn, legolas, gandalf] = chars as [number, number, number];
      k.expect(!k.canPlay(1, card, legolas), 'Glamdring is a major item');
      k.expect(!k.canPlay(1, card, gandalf), 'Gandalf is a Wizard');
      k.rig([6, 6]);
      k.play(1, card, aragorn);
      k.equal(rolls(k.events, 'corruption', 'The Roving Eye').length, 1, 'corruption checks');
      k.expect(Boolean(k.s.chars[aragorn]), 'Aragorn II stays');
    },
  },
];
export default scenarios;
