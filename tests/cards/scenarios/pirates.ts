import { itemPerWoundScenarios } from '../helpers/itemLoss';
import { combatOf } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const NAME = 'Pirates';

const scenarios: Scenario[] = [
  ...creatureScenarios(NAME),
  ...itemPerWoundScenarios(NAME, { by: 'defender', once: true, strikes: 2 }),
  {
    title: `${NAME}: "receives +2 prowess when keyed to Coastal Seas [{c}]" (a company moving from Grey Havens through Elven Shores and Eriadoran Coast)`,
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Grey Havens');
      k.movement(id, 'Tharbad', ['Elven Shores', 'Eriadoran Coast', 'Cardolan']);
      k.act(1, { type: 'playCreature', inst: k.hand(1, NAME) });
      k.equal(combatOf(k).attack.prowess, (k.card(NAME, 1).prowess ?? 0) + 2, 'prowess');
    },
  },
];
export default scenarios;
