import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { alreadyFacedScenario, defeatAttack } from '../helpers/creatures';

const NAME = 'Uruk-lieutenant';

/** At Moria (a Shadow-hold), after the attack of `first`, Uruk-lieutenant's prowess is its printed prowess plus `delta`. */
function after(first: string, delta: number, orc: boolean): Scenario {
  return {
    title: `${NAME}: "If played on a company that has already faced an Orc attack this turn, Uruk-lieutenant receives +3 prowess": after ${first} (${orc ? 'Orcs' : 'not Orcs'}), prowess +${delta}`,
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Moria');
      k.movement(id, null, [], 5);
      k.creatureAttack(id, first);
      defeatAttack(k);
      k.creatureAttack(id, NAME);
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.prowess, (k.card(NAME, 1).prowess ?? 0) + delta, `${NAME}'s prowess`);
    },
  };
}

// "Orc-lieutenant receives an additional +3 prowess if played on a company that has already faced Uruk-lieutenant this turn": Orc-lieutenant's own
// +4 (Uruk-lieutenant is an Orc attack) and 3 more.
const scenarios: Scenario[] = [
  ...creatureScenarios(NAME),
  after('Orc-watch', 3, true),
  after('Barrow-wight', 0, false),
  alreadyFacedScenario('Orc-lieutenant', 4 + 3, NAME, true),
];
export default scenarios;
