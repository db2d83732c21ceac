import { player } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { discarded } from '../helpers/hazardPhase';

/** The hazard limit of the movement/hazard phase under way. */
function limit(k: ScenarioKit): number {
  const mh = k.s.stack.find((x) => x.kind === 'mhHazards');
  return mh?.kind === 'mhHazards' ? mh.limit : -1;
}

const scenarios: Scenario[] = [
  {
    title: '"Return any unique Dragon manifestation to your hand from your discard pile": Smaug returns; the hazard limit is unchanged',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Parsimony of Seclusion');
      const [smaug] = discarded(k, 'Smaug');
      const before = limit(k);
      k.play(1, card, smaug as number);
      k.expect(player(k.s, 1).hand.includes(smaug as number), 'Smaug is in the hand');
      k.equal(limit(k), before, 'the hazard limit');
    },
  },
  {
    title: '"Alternatively, return any manifestation of Agburanar to your hand from your discard pile and increase the hazard limit by two": Agburanar Ahunt',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Parsimony of Seclusion');
      const [ahunt] = discarded(k, 'Agburanar Ahunt');
      const before = limit(k);
      k.play(1, card, ahunt as number);
      k.expect(player(k.s, 1).hand.includes(ahunt as number), 'Agburanar Ahunt is in the hand');
      k.equal(limit(k), before + 2, 'the hazard limit');
    },
  },
  {
    title: 'a non-unique Cave-drake and an Orc-patrol in the discard pile are no targets, nor is Smaug in the hand',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Parsimony of Seclusion');
      const [drake, orcs] = discarded(k, 'Cave-drake', 'Orc-patrol');
      const smaug = k.hand(1, 'Smaug');
      for (const [t, what] of [[drake, 'Cave-drake'], [orcs, 'Orc-patrol'], [smaug, 'Smaug in the hand']] as const) k.expect(!k.canPlay(1, card, t as number), what);
    },
  },
];
export default scenarios;
