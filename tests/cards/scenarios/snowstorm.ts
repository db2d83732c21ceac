import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { passedTo } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'not playable without Doors of Night; with it, a company moving through a Wilderness stays at its site of origin',
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Snowstorm');
      k.expect(!k.canPlay(1, card), 'Doors of Night is not in play');
      k.inPlay(1, 'Doors of Night');
      const origin = k.companyById(id).site;
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Snowstorm');
      k.expect(!k.canPlay(1, k.hand(1, 'Snowstorm')), 'Snowstorm cannot be duplicated');
      k.act(1, { type: 'passHazards' });
      k.equal(k.companyById(id).site, origin, 'the company is back at Rivendell');
      k.equal(k.companyById(id).dest, null, 'it no longer moves');
    },
  },
  {
    title: 'a company moving only through Free-domains arrives',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      k.inPlay(1, 'Snowstorm');
      const { id } = k.company(0, ['Aragorn II'], 'Grey Havens');
      k.movement(id, 'Bag End', ['The Shire']);
      passedTo(k, id, 'Bag End', 'the company arrives at Bag End');
    },
  },
];
export default scenarios;
