import type { Scenario } from '../kit/scenario';
import { rolls } from '../kit/hazardSteps';
import { expectCancelled, rollOf } from '../kit/combatSteps';
import { attackedWith, attackNow, notFromAnotherCompany } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'an Undead attack (Ghosts) is cancelled by tapping the bearer, who makes a corruption check; the prowess use is not offered',
    run: (k) => {
      const { who, inst, creature } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Star-glass', 'Ghosts');
      k.expect(!k.canUse(0, inst, 1), 'no -2 against Undead');
      notFromAnotherCompany(k, 'Star-glass');
      k.rig([6, 6]);
      k.use(0, inst, 0);
      expectCancelled(k, creature, 'Ghosts');
      k.equal(k.s.status[who], 'tapped', 'the bearer');
      k.equal(rollOf(k, 'corruption')?.inst, who, 'the bearer’s corruption check');
    },
  },
  {
    title: 'a Wolves attack gets -2 prowess, the bearer taps and makes a corruption check; an Orc attack neither',
    run: (k) => {
      const { who, inst } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Star-glass', 'Wolves');
      const before = attackNow(k)?.prowess ?? 0;
      k.expect(!k.canUse(0, inst, 0), 'Wolves are not Undead');
      notFromAnotherCompany(k, 'Star-glass', 1);
      k.rig([6, 6]);
      const used = k.use(0, inst, 1);
      k.equal(attackNow(k)?.prowess, before - 2, "the attack's prowess");
      k.equal(k.s.status[who], 'tapped', 'the bearer taps');
      k.equal(rolls(used, 'corruption')[0]?.inst, who, 'the bearer’s corruption check');
      const o = attackedWith(k, ['Legolas'], 'Star-glass', 'Orc-watch');
      k.expect(!k.canUse(0, o.inst, 0) && !k.canUse(0, o.inst, 1), 'nothing against Orcs');
    },
  },
];
export default scenarios;
