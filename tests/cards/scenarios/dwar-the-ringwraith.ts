/** Dwar the Ringwraith: at a Darkhaven, tap for +1 prowess and +1 body to a company. */
import { bodyOf, prowessOf } from '../../../src-shared/engine/cards/cardApi';
import { ringwraithScenario } from '../helpers/characters';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  ringwraithScenario('Dwar the Ringwraith'),
  {
    title: 'Dwar at Minas Morgul taps: every character of a company elsewhere gets +1 prowess and +1 body for the turn',
    run: (k) => {
      minionTurn(k);
      const dwar = k.company(1, ['Dwar the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const other = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad').chars as [number, number];
      k.phase('organization');
      const before = other.map((c) => [prowessOf(k.s, c), bodyOf(k.s, c)]);
      k.use(1, dwar, 0, other[0]);
      k.equal(k.s.status[dwar], 'tapped', 'Dwar taps');
      other.forEach((c, i) => {
        k.equal(prowessOf(k.s, c), (before[i]?.[0] ?? 0) + 1, `${k.card(i ? 'Orc Veteran' : 'Orc Captain', 1).name}'s prowess`);
        k.equal(bodyOf(k.s, c), (before[i]?.[1] ?? 0) + 1, `${k.card(i ? 'Orc Veteran' : 'Orc Captain', 1).name}'s body`);
      });
      k.expect(!k.canUse(1, dwar, 0), 'tapped, he cannot use it again');
    },
  },
  {
    title: 'Dwar away from a Darkhaven (at Mount Gundabad) cannot use it',
    run: (k) => {
      minionTurn(k);
      const { chars } = k.company(1, ['Dwar the Ringwraith', 'Orc Captain'], 'Mount Gundabad');
      k.phase('organization');
      k.expect(!k.canUse(1, chars[0] as number, 0), 'not offered');
      k.refused(1, { type: 'useCard', inst: chars[0] as number, ability: 0, target: chars[1] as number });
    },
  },
];
export default scenarios;
