import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { rollMod } from '../helpers/checks';

const scenarios: Scenario[] = [
  {
    title: "Gorbag in Firiel's company of three: +2 to his next corruption check, once; not in a company without a diplomat",
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = companyInOrganization(k, ['Firiel', 'Gorbag', 'Lugdush'], 'Minas Morgul');
      const gorbag = chars[1] as number;
      const other = k.company(0, ['Shagrat'], 'Moria');
      const card = k.hand(0, 'Join With That Power');
      const second = k.hand(0, 'Join With That Power');
      k.expect(!k.canPlay(0, card, other.chars[0] as number), 'no diplomat with Shagrat');
      k.play(0, card, gorbag);
      k.expect(!k.canPlay(0, second, gorbag), 'cannot be duplicated on the check');
      k.rig([6, 6]);
      k.corruptionCheck(gorbag);
      k.equal(rollMod(k, 'corruption', 'Join With That Power'), 2, 'the bonus');
    },
  },
];
export default scenarios;
