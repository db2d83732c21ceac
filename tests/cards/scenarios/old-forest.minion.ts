import { cancelCombat, type Ctx } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { MINION_COMPANY, kitFor } from '../helpers/sites';

const scenarios: Scenario[] = [
  {
    title: 'Old Forest: "Maia (cannot be canceled) — 2 strikes with 15 prowess": an effect that cancels it leaves the attack under way; Himring\'s Undead attack it cancels',
    run: (k0) => {
      const k = kitFor(k0, true);
      for (const [where, goesOn] of [['Old Forest', true], ['Himring', false]] as const) {
        const { id } = k.company(0, MINION_COMPANY, where);
        k.enterSite(id);
        k.expect(k.s.stack.some((x) => x.kind === 'combat'), `${where}'s automatic-attack starts`);
        const ctx: Ctx = { events: [] };
        cancelCombat(k.s, ctx);
        k.equal(k.s.stack.some((x) => x.kind === 'combat'), goesOn, `${where}'s attack under way after the cancel`);
        k.s.stack = [];
      }
    },
  },
];
export default scenarios;
