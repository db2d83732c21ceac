import { attackWindow, autoAttackWindow, expectCancelled, expectCorruptionMod, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Hador (sorcery) cancels an Orc-watch attack and makes a corruption check at -4; Gisulf cannot play it',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars, card } = attackWindow(k, { names: ['Hador', 'Gisulf'], creature: 'Orc-watch', cards: 'The Tormented Earth', site: 'Minas Morgul' });
      const [hador, gisulf] = chars as [number, number];
      k.expect(!k.canPlay(0, card, gisulf), 'Gisulf cannot use sorcery');
      k.rig([6, 6]);
      k.play(0, card, hador);
      expectCancelled(k);
      expectCorruptionMod(k, -4, { inst: hador, what: 'Hador checks' });
    },
  },
  {
    title: 'Dwar the Ringwraith cancels the attack with no corruption check; not against an automatic-attack',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars, card } = attackWindow(k, { names: ['Dwar the Ringwraith'], creature: 'Orc-watch', cards: 'The Tormented Earth', site: 'Minas Morgul' });
      k.play(0, card, chars[0] as number);
      expectCancelled(k);
      k.expect(!rollOf(k, 'corruption'), 'a Ringwraith makes no corruption check');
      const k2 = minionKit(k0);
      const auto = autoAttackWindow(k2, ['Hador'], 'Moria', 'The Tormented Earth');
      k2.expect(k2.top()?.kind === 'combat', 'the automatic-attack is under way');
      k2.expect(!k2.canPlay(0, auto.card), 'an automatic-attack');
    },
  },
];
export default scenarios;
