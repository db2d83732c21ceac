import { pathTypes } from '../../../src-shared/engine/cards/vocab/hazards';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Rhudaur counts as two Wildernesses: Trolls from the Mountains ({w}{w}{w}) can attack a company moving from Rivendell to Bree; not playable without Doors of Night',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const card = k.hand(1, 'Withered Lands');
      const trolls = k.hand(1, 'Trolls from the Mountains');
      k.movement(id, 'Bree', ['Arthedain']);
      const canAttack = () => k.legal(1).some((a) => (a.type === 'playCreature' || a.type === 'playCard') && a.inst === trolls);
      k.expect(!k.canPlay(1, card), 'Doors of Night is not in play');
      k.expect(!canAttack(), 'two Wildernesses are not enough for the Trolls');
      k.inPlay(1, 'Doors of Night');
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'Withered Lands');
      k.expect(canAttack(), 'three Wildernesses key the Trolls');
      k.equal(pathTypes(k.s, k.companyById(id)).filter((t) => t === 'w').length, 3, 'Wildernesses in the site path');
    },
  },
  {
    title: 'not playable on a company moving only through Free-domains',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { card } = movingWithHazard(k, 'Withered Lands', ['Gimli'], { from: 'Grey Havens', to: 'Bag End', regions: ['The Shire'] });
      k.expect(!k.canPlay(1, card), 'Lindon and The Shire are Free-domains');
    },
  },
];
export default scenarios;
