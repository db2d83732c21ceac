import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { kitFor, MINION_COMPANY } from '../helpers/sites';

const scenarios: Scenario[] = [
  {
    title: "Eagles’ Eyrie's Animals automatic-attack: the attacker chooses the defending characters",
    run: (k0: ScenarioKit) => {
      const k = kitFor(k0, true);
      const { id } = k.company(0, MINION_COMPANY, "Eagles’ Eyrie");
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      const top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.attackerChooses, 'the attacker chooses');
      k.passAll();
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike'), 'the defender assigns no strike');
      k.expect(k.legal(1).some((a) => a.type === 'assignStrike'), 'the attacker assigns the strikes');
    },
  },
];
export default scenarios;
