/** Khamûl the Ringwraith: -2 to the body of an Elf his strike wounds. */
import { actor } from '../../../src-shared/engine/api';
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { ringwraithScenario } from '../helpers/characters';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  ringwraithScenario('Khamûl the Ringwraith'),
  ...(['Legolas', 'Aragorn II'] as const).map((foe): Scenario => ({
    title: foe === 'Legolas' ? 'Khamûl\'s company attacks Legolas (an Elf) at Moria: wounded by Khamûl\'s strike, his body is 2 less in the body check' : 'against Aragorn II (a Dúnadan) his body is unchanged',
    run: (k0) => {
      const k = minionKit(k0);
      const khamul = k.company(0, ['Khamûl the Ringwraith'], 'Moria');
      const target = k.company(1, [foe], 'Moria').chars[0] as number;
      k.phase('site');
      k.act(0, { type: 'attackCompany', companyId: khamul.id, targetCompanyId: k.companyOf(target)?.id as string, attackers: khamul.chars });
      for (let guard = 0; guard < 10 && k.top()?.kind === 'combat'; guard++) {
        const top = k.top();
        if (top?.kind !== 'combat') break;
        const seat = actor(k.s);
        const assign = k.legal(seat).find((a) => a.type === 'assignStrike');
        if (assign) {
          k.act(seat, assign);
          continue;
        }
        if (k.legal(seat).some((a) => a.type === 'resolveStrike')) {
          k.rig([1, 1, 1, 1]);
          k.act(seat, { type: 'resolveStrike', target, stayUntapped: false });
          break;
        }
        k.passAll();
      }
      const check = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === target) as { body?: number } | undefined;
      k.equal(check?.body, (k.card(foe, 1).body ?? 0) - (foe === 'Legolas' ? 2 : 0), `${foe}'s body in the body check`);
    },
  })),
];
export default scenarios;
