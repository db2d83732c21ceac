import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { oneCheckBy, playedForTwo } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '2 corruption points; a check when a companion gains an item (a transfer); not on a Hobbit',
    run: (k) => {
      const { id, chars, card } = movingWithHazard(k, 'Lure of Expedience', ['Aragorn II', 'Legolas', 'Bilbo']);
      const [aragorn, legolas, bilbo] = chars as [number, number, number];
      playedForTwo(k, card, aragorn, [[bilbo, 'not on Bilbo (a Hobbit)']]);
      k.companyById(id).dest = null;
      const dagger = k.item(bilbo, 'Dagger of Westernesse');
      k.phase('organization');
      k.rig([6, 6, 6, 6]);
      const events = k.act(0, { type: 'transferItem', item: dagger, to: legolas });
      oneCheckBy(k, events, 'Lure of Expedience', aragorn, 'the bearer checks');
    },
  },
];
export default scenarios;
