import { expectCorruptionMod, resolveStrike, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { assignEachMinion, minionAttackWindow } from '../helpers/minionEvents';

const scenarios: Scenario[] = [
  {
    title: 'Hador (sorcery) facing Wargs: +4 prowess against the attack and a corruption check modified by -4; not on Mauhúr (no sorcery); not twice against the attack',
    run: (k) => {
      const { chars, cards } = minionAttackWindow(k, { names: ['Hador', 'Mauhúr'], creature: 'Wargs', cards: ['Some Secret Art of Flame', 'Some Secret Art of Flame'] });
      const [hador, mauhur] = chars as [number, number];
      const [card, again] = cards as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr cannot use sorcery');
      k.rig([6, 6]);
      k.play(1, card, hador);
      expectCorruptionMod(k, -4, { inst: hador, what: 'Hador makes the check' });
      k.expect(!k.canPlay(1, again, hador), 'cannot be duplicated against the attack');
      assignEachMinion(k, chars);
      const roll = resolveStrike(k, hador, [1, 1], 1);
      k.equal(roll?.prowess, (k.card('Hador', 1).prowess ?? 0) + 4, "Hador's prowess against the strike");
    },
  },
  {
    title: 'Hoarmûrath the Ringwraith (sorcery): +4 prowess, no corruption check; the modification ends with the attack',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: ['Hoarmûrath the Ringwraith'], creature: 'Huorn', cards: 'Some Secret Art of Flame' });
      const hoar = chars[0] as number;
      k.play(1, card, hoar);
      k.expect(!rollOf(k, 'corruption'), 'no corruption check');
      k.act(1, { type: 'assignStrike', target: hoar });
      k.expect(k.s.mods.some((m) => m.inst === hoar && m.stat === 'prowess' && m.delta === 4), '+4 prowess while the attack lasts');
      for (let i = 0; i < 3 && k.s.stack.some((x) => x.kind === 'combat'); i++) resolveStrike(k, hoar, [6, 6], 1);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
      k.expect(!k.s.mods.some((m) => m.inst === hoar && m.stat === 'prowess'), 'the +4 ends with the attack');
    },
  },
];
export default scenarios;
