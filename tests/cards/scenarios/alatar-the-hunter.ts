import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const NAME = 'Alatar the Hunter';

/** Alatar the Hunter as a permanent-event in the hazard player's play area (or not), then `creature` attacks a hero company of three. */
function attackWith(k: ScenarioKit, creature: string, alatar: boolean): { strikes: number; prowess: number; stage: string } {
  if (alatar) k.inPlay(1, NAME);
  const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
  k.creatureAttack(id, creature);
  const c = combatOf(k);
  return { strikes: c.attack.strikes, prowess: c.attack.prowess, stage: c.stage };
}

const scenarios: Scenario[] = [
  {
    title: '"As a permanent-event, all Maia attacks: receive +1 prowess and +1 strike and attacker chooses defending characters" (Gandalf the White Rider as a creature)',
    run: (k) => {
      const without = attackWith(k, 'Gandalf the White Rider', false);
      k.s.stack = [];
      const withIt = attackWith(k, 'Gandalf the White Rider', true);
      k.equal(withIt.strikes, without.strikes + 1, 'strikes');
      k.equal(withIt.prowess, without.prowess + 1, 'prowess');
      k.equal(without.stage, 'defenderAssign', 'without Alatar the Hunter, the defender assigns');
      k.equal(withIt.stage, 'attackerAssign', 'the attacker chooses defending characters');
    },
  },
  {
    title: 'as a permanent-event it does not change a non-Maia attack (Orc-watch)',
    run: (k) => {
      const a = attackWith(k, 'Orc-watch', true);
      k.equal(a.strikes, k.card('Orc-watch', 1).strikes, 'strikes');
      k.equal(a.prowess, k.card('Orc-watch', 1).prowess, 'prowess');
      k.equal(a.stage, 'defenderAssign', 'the defender assigns');
    },
  },
];
export default scenarios;
