import { combatOf } from '../kit/hazardSteps';
import { hazardLimit } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { autoBonusScenario, bonusScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Drums', 'Drums cannot be duplicated'),
  autoBonusScenario('"All automatic-attacks at sites in … High Pass … have their number of strikes and prowess increased by one": Goblin-gate\'s Orcs', 'Drums', 'Goblin-gate', 1, 1),
  autoBonusScenario('"(by two if Doors of Night is in play)": Mount Gundabad\'s Orcs get +2 strikes and +2 prowess', 'Drums', 'Mount Gundabad', 2, 2, true),
  autoBonusScenario('with Doors of Night in play, an automatic-attack at Weathertop (Arthedain, not named) is not changed', 'Drums', 'Weathertop', 0, 0, true),
  bonusScenario('with Doors of Night in play, a creature attack is not changed (only automatic-attacks)', 'Drums', 'Orc-patrol', 0, 0, true),
  {
    title: '"For each company at or moving to an Under-deeps site, the hazard limit is increased by one and the prowess of all attacks is increased by one": Moria to The Under-gates',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Moria');
      k.movement(id, 'The Under-gates');
      const plain = hazardLimit(k);
      k.inPlay(1, 'Drums');
      k.movement(id, 'The Under-gates');
      k.equal(hazardLimit(k), plain + 1, 'the hazard limit');
      k.creatureAttack(id, 'Orc-guard');
      k.equal(combatOf(k).attack.prowess, (k.card('Orc-guard', 1).prowess ?? 0) + 1, 'Orc-guard\'s prowess');
      k.s.stack = [];
      const surface = k.company(0, ['Legolas'], 'Moria');
      k.movement(surface.id, 'Goblin-gate', ['Redhorn Gate', 'Anduin Vales']);
      k.equal(hazardLimit(k), plain, 'a company moving between surface sites: the usual limit');
    },
  },
];
export default scenarios;
