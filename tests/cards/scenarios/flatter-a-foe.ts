import { notOnAnotherCompany } from '../helpers/inPlay';
import { unusedDirectInfluence, type EffectEvent } from '../../../src-shared/engine/cards/cardApi';
import { attackWindow, expectCancelled, hazardLimit, refusalScenario, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Gimli (diplomat) flatters an Orc attack away (2D6 + DI + 2 > 12): the attack ends, the hazard limit drops by two',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Aragorn II'], creature: 'Orc-watch', cards: 'Flatter a Foe' });
      const gimli = chars[0] as number;
      const limit = hazardLimit(k);
      k.rig([6, 6]);
      notOnAnotherCompany(k, 0, card, gimli);      k.play(0, card, gimli);
      k.equal(rollOf(k, 'influence')?.total, 12 + unusedDirectInfluence(k.s, gimli) + 2, 'the influence check');
      expectCancelled(k);
      const lowered = k.events.find((e): e is EffectEvent => e.type === 'effect' && e.effect === 'hazardLimit');
      k.equal(lowered?.limit, Math.max(0, limit - 2), 'hazard limit');
    },
  },
  {
    title: 'a failed check leaves the attack',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Aragorn II'], creature: 'Orc-watch', cards: 'Flatter a Foe' });
      k.rig([1, 1]);
      k.play(0, card, chars[1] as number);
      k.expect(k.top()?.kind === 'combat', 'the attack goes on');
    },
  },
  refusalScenario('not on a Wolf attack', { names: ['Gimli', 'Aragorn II'], creature: 'Wolves', cards: 'Flatter a Foe', target: (chars) => chars[0] as number, why: 'Wolves are not listed' }),
];
export default scenarios;
