import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'with no unused general influence, a roll of 2 discards the faction; a roll of 12 keeps it',
    run: (k) => {
      let faction = -1;
      const { card: first, second } = movingWithHazard(k, 'Muster Disperses', ['Aragorn II', 'Gimli', 'Bilbo'], { copies: 2, before: () => (faction = k.inPlay(0, 'Rangers of the North')) });
      k.expect(!k.canPlay(1, first, k.inPlay(1, 'Minions Stir')), 'not playable on a non-faction');
      k.rig([6, 6]);
      k.play(1, first, faction);
      k.equal(k.where(faction), 'playArea', 'the faction after a roll of 12');
      k.rig([1, 1]);
      k.play(1, second, faction);
      k.equal(k.where(faction), 'discard', 'the faction after a roll of 2');
    },
  },
];
export default scenarios;
