import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { discarded } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'a hazard goes from the discard pile into the play deck; a resource in the discard pile is no target',
    run: (k) => {
      const { card } = movingWithHazard(k, 'An Unexpected Outpost');
      // (Put in the discard pile after the movement draws, which would reshuffle it into an empty play deck.)
      const [wolves, orcs, resource] = discarded(k, 'Wolves', 'Orc-watch', 'Concealment') as [number, number, number];
      k.expect(!k.canPlay(1, card, resource), 'Concealment is no hazard');
      k.play(1, card, wolves);
      k.equal(k.where(wolves), 'deck', 'Wolves');
      k.equal(k.where(orcs), 'discard', 'Orc-watch (once only without Doors of Night)');
      k.equal(k.where(card), 'discard', 'An Unexpected Outpost');
    },
  },
  {
    title: 'with Doors of Night in play, two hazards go back into the play deck',
    run: (k) => {
      const { card } = movingWithHazard(k, 'An Unexpected Outpost', ['Aragorn II'], { before: () => k.inPlay(1, 'Doors of Night') });
      const [wolves, orcs] = discarded(k, 'Wolves', 'Orc-watch') as [number, number];
      k.play(1, card, wolves);
      k.equal(k.where(wolves), 'deck', 'Wolves');
      k.equal(k.where(orcs), 'deck', 'Orc-watch');
    },
  },
];
export default scenarios;
