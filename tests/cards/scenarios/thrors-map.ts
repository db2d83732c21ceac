import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { withCard } from '../helpers/inPlay';

const scenarios: Scenario[] = [false, true].map(
  (minion): Scenario => ({
    title: `${minion ? 'minion' : 'hero'}: discarded to untap Gold Hill (a Dragon automatic-attack); not at a tapped Moria, not at an untapped Gold Hill`,
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      const names = minion ? ['Tarcil', 'Eradan', 'Dorelas'] : ['Bilbo', 'Frodo', 'Gimli'];
      const untapped = withCard(k, [names[0] as string], 'Gold Hill', 'Thrór’s Map');
      k.expect(!k.canUse(0, untapped.inst, 0), 'the site is not tapped');
      const moria = withCard(k, [names[1] as string], 'Moria', 'Thrór’s Map');
      k.companyById(moria.id).siteTapped = true;
      k.expect(!k.canUse(0, moria.inst, 0), 'Moria has no Dragon automatic-attack');
      const hill = withCard(k, [names[2] as string], 'Gold Hill', 'Thrór’s Map');
      k.companyById(hill.id).siteTapped = true;
      k.use(0, hill.inst, 0);
      k.equal(k.companyById(hill.id).siteTapped, false, 'Gold Hill tapped for the company');
      k.equal(k.where(hill.inst), 'discard', 'Thrór’s Map');
    },
  }),
);
export default scenarios;
