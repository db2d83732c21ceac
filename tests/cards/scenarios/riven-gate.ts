import { autoAttackWindow, expectCorruptionMod, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Hador (sorcery) facing Cameth Brin’s automatic-attack: "All automatic-attacks at the site are canceled, and any influence attempt against a faction at the site this turn is modified by +2" (Hillmen played by Mauhúr); a corruption check modified by -4; not on Mauhúr (no sorcery), nor on Hoarmûrath in another company',
    run: (k) => {
      minionTurn(k);
      const { chars, card } = autoAttackWindow(k, ['Hador', 'Mauhúr'], 'Cameth Brin', 'Riven Gate', 1);
      const [hador, mauhur] = chars as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr cannot use sorcery');
      const elsewhere = k.company(1, ['Hoarmûrath the Ringwraith'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(1, card, elsewhere), 'Hoarmûrath (sorcery) is in another company');
      k.rig([6, 6]);
      k.play(1, card, hador);
      expectCorruptionMod(k, -4, { inst: hador, what: 'Hador makes the check' });
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the automatic-attack is canceled');
      const hillmen = k.mpHand(1, 'Hillmen');
      k.rig([1, 1]);
      k.act(1, { type: 'playMpCard', inst: hillmen, character: mauhur });
      const roll = rollOf(k, 'influence') as (ReturnType<typeof rollOf> & { mods?: { label: string; value: number }[] }) | undefined;
      k.expect((roll?.mods ?? []).some((m) => m.label === 'Riven Gate' && m.value === 2), 'the influence check is modified by +2');
    },
  },
  {
    title: '"at a Border-hold [{B}]": not playable on Hador facing the automatic-attack of Ettenmoors (a Ruins & Lairs)',
    run: (k) => {
      minionTurn(k);
      const { chars, card } = autoAttackWindow(k, ['Hador'], 'Ettenmoors', 'Riven Gate', 1);
      k.expect(!k.canPlay(1, card, chars[0]), 'not at a Ruins & Lairs');
    },
  },
];
export default scenarios;
