import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { strikeAgainst } from '../helpers/gear';
import { resolveStrike } from '../kit/combatSteps';
import { minionKit } from '../kit/templates';
import { testedRingScenarios } from '../helpers/ringItems';

const scenarios: Scenario[] = [
  ...testedRingScenarios('Paltry Ring', 'lesser', 'Minor Ring', 'no prowess outside a detainment attack', (k, who) => k.equal(prowessOf(k.s, who), 4, "Tarcil's prowess")),
  {
    title: 'Tarcil bearing Paltry Ring has "+3 to prowess against detainment attacks" (Dale: detainment against a covert company)',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Dale');
      const tarcil = chars[0] as number;
      k.item(tarcil, 'Paltry Ring');
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.passAll();
      const roll = resolveStrike(k, tarcil, [1, 1]);
      k.equal(roll?.prowess, (k.card('Tarcil').prowess ?? 0) + 3, "Tarcil's prowess against the strike");
    },
  },
  strikeAgainst('Paltry Ring', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b, 'has no bonus against Orc-watch (no detainment)'),
];
export default scenarios;
