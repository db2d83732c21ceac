import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { combatNow, covertDetainmentScenarios, faceEach, rollsOf, SIX_HEROES } from '../helpers/creatures';

/** Detainment against hero (and covert) companies, for a creature of up to six strikes: a hero company's characters tapped, no body checks; a minion's wounded. */
function detainmentManyScenarios(name: string): Scenario[] {
  return [
    {
      title: `${name}: detainment against a hero company: failed strikes tap, no body checks; defeated, it is discarded without marshalling points`,
      run: (k) => {
        const { inst } = faceEach(k, 0, 1, name, SIX_HEROES, 'Rivendell', [1, 1]);
        const struck = (combatNow(k)?.slots ?? []).map((x) => x.target);
        k.expect(struck.every((c) => k.s.status[c] === 'tapped'), 'every character facing a strike is tapped');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
        k.equal(k.where(inst), 'discard', `${name} after the attack`);
      },
    },
    ...covertDetainmentScenarios(name, 5),
  ];
}

const scenarios: Scenario[] = [...creatureScenarios('Steward’s Guard'), ...detainmentManyScenarios('Steward’s Guard')];
export default scenarios;
