import type { Scenario } from '../kit/scenario';
import { attackFigures, nazgulGivesWayScenario } from '../helpers/hazardAttacks';

const scenarios: Scenario[] = [
  nazgulGivesWayScenario('Scimitars of Steel'),
  {
    title: '"All Orc, Troll, and Men attacks receive +1 prowess": Orc-watch, Trolls from the Mountains, Mouth of Sauron; not Wolves',
    run: (k) => {
      k.inPlay(1, 'Scimitars of Steel');
      for (const [creature, delta] of [['Orc-watch', 1], ['Trolls from the Mountains', 1], ['Mouth of Sauron', 1], ['Wolves', 0]] as const) {
        const f = attackFigures(k, creature);
        k.equal(f.prowess, f.baseProwess + delta, `${creature} prowess`);
        k.equal(f.strikes, f.baseStrikes, `${creature} strikes`);
        k.s.stack = [];
      }
    },
  },
];
export default scenarios;
