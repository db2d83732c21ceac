import { combatOf } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { nazgulGivesWayScenario } from '../helpers/hazardAttacks';

const scenarios: Scenario[] = [
  nazgulGivesWayScenario('Helms of Iron'),
  {
    title: '"attacks with body have their body modified by +1; … with no body have 4 body": Trolls from the Mountains 5 → 6, Mouth of Sauron 8 → 9, Orc-watch 4; Wolves unchanged',
    run: (k) => {
      k.inPlay(1, 'Helms of Iron');
      const cases = [['Trolls from the Mountains', 6], ['Mouth of Sauron', 9], ['Orc-watch', 4], ['Wolves', null]] as const;
      for (const [creature, body] of cases) {
        k.equal(k.card(creature, 1).body, creature === 'Trolls from the Mountains' ? 5 : creature === 'Mouth of Sauron' ? 8 : null, `${creature}’s printed body`);
        const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Rivendell');
        k.creatureAttack(id, creature);
        k.equal(combatOf(k).attack.body, body, `${creature}’s body`);
        k.s.stack = [];
      }
    },
  },
];
export default scenarios;
