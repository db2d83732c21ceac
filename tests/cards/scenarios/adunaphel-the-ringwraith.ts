/** Adûnaphel the Ringwraith: at a Darkhaven, tap to cancel a hazard creature attack not played at a site. */
import { ringwraithScenario } from '../helpers/characters';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  ringwraithScenario('Adûnaphel the Ringwraith'),
  {
    title: 'Adûnaphel at Minas Morgul taps to cancel Giant (keyed to the site path) attacking a company elsewhere',
    run: (k) => {
      minionTurn(k);
      const adu = k.company(1, ['Adûnaphel the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const { id } = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad');
      const giant = k.creatureAttack(id, 'Giant', 0);
      k.passAll();
      k.expect(k.canUse(1, adu, 0, null), 'offered against the attack');
      k.use(1, adu, 0, null);
      k.equal(k.s.status[adu], 'tapped', 'Adûnaphel taps');
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
      k.equal(k.where(giant), 'discard', 'Giant');
    },
  },
  {
    title: 'Adûnaphel cannot cancel Orc-guard played at the company\'s site, nor act away from a Darkhaven',
    run: (k) => {
      minionTurn(k);
      const adu = k.company(1, ['Adûnaphel the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const { id } = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad');
      k.creatureAttack(id, 'Orc-guard', 0);
      k.passAll();
      k.expect(!k.canUse(1, adu, 0, null), 'not offered at a site');
      k.refused(1, { type: 'useCard', inst: adu, ability: 0, target: null });
    },
  },
  {
    title: 'Adûnaphel in the attacked company away from a Darkhaven cannot cancel Giant',
    run: (k) => {
      minionTurn(k);
      const { id, chars } = k.company(1, ['Adûnaphel the Ringwraith', 'Orc Captain'], 'Mount Gundabad');
      k.creatureAttack(id, 'Giant', 0);
      k.passAll();
      k.expect(!k.canUse(1, chars[0] as number, 0, null), 'not offered');
    },
  },
];
export default scenarios;
