import type { Scenario } from '../kit/scenario';
import { endMH, oneCheckBy, playedForTwo } from '../helpers/corruption';
import { movingWithHazard, rolls } from '../kit/hazardSteps';

const scenarios: Scenario[] = [
  {
    title: '"A revealed Wizard receives 2 corruption points": Gandalf; not Aragorn II, not another company; no check when his company moves to Bree (not a Haven)',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Lure of Creation', ['Gandalf', 'Aragorn II']);
      const [gandalf, aragorn] = chars as [number, number];
      const radagast = k.company(0, ['Radagast'], 'Rivendell').chars[0] as number;
      playedForTwo(k, card, gandalf, [
        [aragorn, 'not on Aragorn II (not a Wizard)'],
        [radagast, 'not on Radagast, in another company'],
      ]);
      k.rig([6, 6, 6, 6]);
      k.equal(rolls(endMH(k), 'corruption', 'Lure of Creation').length, 0, 'checks on the way to Bree');
    },
  },
  {
    title: '"makes a corruption check at the end of any movement/hazard phase in a turn during which his company moved to a Haven": Bree to Rivendell',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf'], 'Bree');
      const gandalf = chars[0] as number;
      k.attach(gandalf, 'Lure of Creation');
      k.movement(id, 'Rivendell', ['Rhudaur']);
      k.rig([6, 6, 6, 6]);
      oneCheckBy(k, endMH(k), 'Lure of Creation', gandalf, 'Gandalf checks');
    },
  },
];
export default scenarios;
