import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { hazardLimit } from '../kit/combatSteps';

/** The hazard limit of Aragorn II's company moving from Grey Havens: to Himring (Elven Shores, a Coastal Sea) or to Bree (Arthedain). */
function limitMoving(k: ScenarioKit, to: 'Himring' | 'Bree'): number {
  const { id } = k.company(0, ['Aragorn II'], 'Grey Havens');
  k.movement(id, to, to === 'Himring' ? ['Elven Shores'] : ['Arthedain']);
  const limit = hazardLimit(k);
  k.s.stack = [];
  k.companyById(id).dest = null;
  return limit;
}

const scenarios: Scenario[] = [
  {
    title: '"the hazard limit against any moving company with a Coastal Sea [{c}] region in its site path is increased by one": Grey Havens to Himring, not to Bree',
    run: (k) => {
      const plain = limitMoving(k, 'Himring');
      const inland = limitMoving(k, 'Bree');
      k.inPlay(1, 'Eärcaraxë at Home');
      k.equal(limitMoving(k, 'Himring'), plain + 1, 'through the Elven Shores');
      k.equal(limitMoving(k, 'Bree'), inland, 'through Lindon and Arthedain');
    },
  },
];
export default scenarios;
