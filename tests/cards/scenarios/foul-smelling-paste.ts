import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { withCard } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'discarded to heal a wounded companion (untapped); not on a wounded character of another company',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars, inst } = withCard(k, ['Tarcil', 'Eradan'], 'Minas Morgul', 'Foul-smelling Paste');
      const eradan = chars[1] as number;
      const far = k.company(0, ['Dorelas'], 'Dol Guldur').chars[0] as number;
      k.setStatus(far, 'wounded');
      k.expect(!k.canUse(0, inst, 0, eradan), 'Eradan is not wounded');
      k.setStatus(eradan, 'wounded');
      k.expect(!k.canUse(0, inst, 0, far), 'Dorelas is in another company');
      k.use(0, inst, 0, eradan);
      k.equal(k.s.status[eradan] ?? 'untapped', 'untapped', 'Eradan');
      k.equal(k.where(inst), 'discard', 'Foul-smelling Paste');
    },
  },
];
export default scenarios;
