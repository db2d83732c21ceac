import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { assignEach, resolveStrike } from '../kit/combatSteps';
import { attackedWith } from '../helpers/inPlay';

const scenarios: Scenario[] = [12, 6].map(
  (roll): Scenario => ({
    title: `a successful strike does not wound Tarcil (he taps); the attacker rolls ${roll}: Sable Shield ${roll > 6 ? 'is discarded' : 'stays'}; Eradan without it is wounded`,
    run: (k0) => {
      const k = minionKit(k0);
      const { chars, who, inst } = attackedWith(k, ['Tarcil', 'Eradan', 'Dorelas'], 'Sable Shield', 'Orc-watch');
      assignEach(k, chars);
      const strike = resolveStrike(k, who, [1, 1, roll === 12 ? 6 : 3, roll === 12 ? 6 : 3]);
      k.equal(strike?.result, 'notWounded', 'the strike');
      k.equal(k.s.status[who], 'tapped', 'Tarcil');
      k.equal(k.where(inst), roll > 6 ? 'discard' : 'character', 'Sable Shield');
      k.expect(!k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), 'no body check');
      resolveStrike(k, chars[1] as number, [1, 1, 1, 1]);
      k.equal(k.s.status[chars[1] as number], 'wounded', 'Eradan');
    },
  }),
);
export default scenarios;
