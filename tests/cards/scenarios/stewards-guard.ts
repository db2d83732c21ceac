import type { Scenario } from '../kit/scenario';
import { creatureScenarios, minionTurn } from '../kit/templates';
import { combatNow, faceEach, rollsOf, SIX_HEROES, SIX_MINIONS } from '../helpers/creatures';

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
    {
      title: `${name}: not detainment against a minion company: a failed strike wounds, a body check follows`,
      run: (k) => {
        minionTurn(k);
        const { chars } = faceEach(k, 1, 0, name, SIX_MINIONS, 'Minas Morgul', [1, 1, 1, 1]);
        k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a minion character is wounded');
        k.expect(rollsOf(k, 'bodyCheck').length > 0, 'body checks');
      },
    },
  ];
}

const scenarios: Scenario[] = [...creatureScenarios('Steward’s Guard'), ...detainmentManyScenarios('Steward’s Guard')];
export default scenarios;
