import { expectCorruptionMod, resolveStrike, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { assignEachMinion, minionAttackWindow } from '../helpers/minionEvents';

const scenarios: Scenario[] = [
  {
    title: 'Belegorn (spirit-magic) facing Wargs: "All characters in his company receive +2 prowess and -1 body against the attack", his corruption check modified by -3; not on Mauhúr (no spirit-magic) nor on the Witch-king in another company; not twice against the attack',
    run: (k) => {
      const { chars, cards } = minionAttackWindow(k, { names: ['Belegorn', 'Mauhúr'], creature: 'Wargs', cards: ['Driven as by a Madness', 'Driven as by a Madness'] });
      const [belegorn, mauhur] = chars as [number, number];
      const [card, again] = cards as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr cannot use spirit-magic');
      const elsewhere = k.company(1, ['The Witch-king'], 'Dol Guldur').chars[0] as number;
      k.expect(!k.canPlay(1, card, elsewhere), 'not on a character of another company (not facing the attack)');
      k.rig([6, 6]);
      k.play(1, card, belegorn);
      expectCorruptionMod(k, -3, { inst: belegorn, what: 'Belegorn makes the check' });
      k.expect(!k.canPlay(1, again, belegorn), 'cannot be duplicated against the attack');
      for (const ch of chars) {
        k.expect(k.s.mods.some((m) => m.inst === ch && m.stat === 'prowess' && m.delta === 2 && m.until === 'attack'), '+2 prowess against the attack');
        k.expect(k.s.mods.some((m) => m.inst === ch && m.stat === 'body' && m.delta === -1 && m.until === 'attack'), '-1 body against the attack');
      }
      assignEachMinion(k, chars);
      const roll = resolveStrike(k, mauhur, [1, 1], 1);
      k.equal(roll?.prowess, (k.card('Mauhúr', 1).prowess ?? 0) + 2, "Mauhúr's prowess against the strike");
    },
  },
  {
    title: 'The Witch-king (spirit-magic): "Unless he is a Ringwraith, character makes a corruption check": none; the modifications end with the attack',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: ['The Witch-king'], creature: 'Huorn', cards: 'Driven as by a Madness' });
      const wk = chars[0] as number;
      k.play(1, card, wk);
      k.expect(!rollOf(k, 'corruption'), 'no corruption check');
      k.act(1, { type: 'assignStrike', target: wk });
      for (let i = 0; i < 3 && k.s.stack.some((x) => x.kind === 'combat'); i++) resolveStrike(k, wk, [6, 6], 1);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
      k.expect(!k.s.mods.some((m) => m.inst === wk && (m.stat === 'prowess' || m.stat === 'body')), 'the modifications end with the attack');
    },
  },
];
export default scenarios;
