import { expectCorruptionMod, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Belegorn (spirit-magic): +5 direct influence this turn and a corruption check modified by -4; not twice on him, not on Mauhúr (no spirit-magic)',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      const [belegorn, mauhur] = k.company(1, ['Belegorn', 'Mauhúr'], 'Minas Morgul').chars as [number, number];
      const [card, again] = [k.hand(1, 'Words of Menace and Deceit'), k.hand(1, 'Words of Menace and Deceit')] as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr cannot use spirit-magic');
      const before = k.unusedDI(belegorn);
      k.rig([6, 6]);
      k.play(1, card, belegorn);
      k.equal(k.unusedDI(belegorn), before + 5, "Belegorn's unused direct influence");
      expectCorruptionMod(k, -4, { inst: belegorn, what: 'Belegorn makes the check' });
      k.expect(k.s.chars[belegorn] !== undefined, 'Belegorn passes on 6+6');
      k.expect(!k.canPlay(1, again, belegorn), 'cannot be duplicated on Belegorn');
    },
  },
  {
    title: 'The Witch-king (a Ringwraith using spirit-magic): +5 direct influence, no corruption check',
    run: (k) => {
      minionTurn(k);
      k.phase('site');
      const wk = k.company(1, ['The Witch-king'], 'Minas Morgul').chars[0] as number;
      const card = k.hand(1, 'Words of Menace and Deceit');
      const before = k.unusedDI(wk);
      k.play(1, card, wk);
      k.equal(k.unusedDI(wk), before + 5, "the Witch-king's unused direct influence");
      k.expect(!rollOf(k, 'corruption'), 'no corruption check');
    },
  },
];
export default scenarios;
