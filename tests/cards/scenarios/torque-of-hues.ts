import type { Scenario } from '../kit/scenario';
import { expectCancelled, rollOf } from '../kit/combatSteps';
import { attackedWith, notFromAnotherCompany } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'the attack is cancelled, Torque and bearer tapped, the bearer makes a corruption check; not with a tapped bearer',
    run: (k) => {
      const { who, inst, creature } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Torque of Hues', 'Orc-watch');
      notFromAnotherCompany(k, 'Torque of Hues');
      k.rig([6, 6]);
      k.use(0, inst, 0);
      expectCancelled(k, creature, 'Orc-watch');
      k.equal(k.s.status[inst], 'tapped', 'Torque of Hues');
      k.equal(k.s.status[who], 'tapped', 'Aragorn II');
      k.equal(rollOf(k, 'corruption')?.inst, who, 'the corruption check is the bearer’s');
    },
  },
  {
    title: 'not usable when the bearer is tapped',
    run: (k) => {
      const { inst } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Torque of Hues', 'Orc-watch');
      const who = k.companyOf(k.s.companies[0]?.chars[0] as number)?.chars[0] as number;
      k.setStatus(who, 'tapped');
      k.expect(!k.canUse(0, inst, 0), 'a tapped bearer');
    },
  },
];
export default scenarios;
