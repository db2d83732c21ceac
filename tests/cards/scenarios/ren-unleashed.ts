import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Ren at Minas Morgul: Mauhúr (his company) and the Orc Captain (another company there) and the opponent’s Gimli at the Wizard version of the site check modified by -2; not Grishnákh at Mount Gundabad; not on Mauhúr',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      const [ren, mauhur] = k.company(1, ['Ren the Ringwraith', 'Mauhúr'], 'Minas Morgul').chars as [number, number];
      const captain = k.company(1, ['Orc Captain'], 'Minas Morgul').chars[0] as number;
      const grishnakh = k.company(1, ['Grishnákh'], 'Mount Gundabad').chars[0] as number;
      const gimli = k.company(0, ['Gimli'], 'Minas Morgul').chars[0] as number;
      const card = k.hand(1, 'Ren Unleashed');
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr is not Ren');
      k.rig([6, 6, 6, 6, 6, 6]);
      k.play(1, card, ren);
      const checks = k.events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
      k.equal(checks.map((c) => c.inst).sort().join(','), [mauhur, captain, gimli].sort().join(','), 'who checks');
      k.expect(checks.every((c) => c.mods.some((m) => m.value === -2)), 'each modified by -2');
      k.expect(!checks.some((c) => c.inst === grishnakh || c.inst === ren), 'not Grishnákh, not Ren');
    },
  },
];
export default scenarios;
