import type { Scenario } from '../kit/scenario';
import { kitFor, MINION_COMPANY } from '../helpers/sites';

const scenarios: Scenario[] = [
  {
    title: 'with the Wizard Radagast in play (at Rhosgobel\'s hero site or anywhere), a minion company entering Rhosgobel faces no automatic-attack',
    run: (k0) => {
      const k = kitFor(k0, true);
      k.company(1, ['Radagast'], 'Lórien');
      const { id } = k.company(0, MINION_COMPANY, 'Rhosgobel');
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'no automatic-attack');
    },
  },
];
export default scenarios;
