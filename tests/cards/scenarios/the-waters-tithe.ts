import { expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { longestMove } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'Hador (sorcery) at Minas Morgul: "the character’s company may play up to two additional region cards" (3 → 5 regions entered); "Character makes a corruption check modified by -3"; not on Mauhúr (no sorcery)',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      const { chars } = k.company(0, ['Hador', 'Mauhúr'], 'Minas Morgul');
      const [hador, mauhur] = chars as [number, number];
      const card = k.hand(0, 'The Water’s Tithe');
      k.equal(longestMove(k), 3, 'regions entered before');
      k.expect(!k.canPlay(0, card, mauhur), 'Mauhúr cannot use sorcery');
      k.rig([6, 6]);
      k.play(0, card, hador);
      expectCorruptionMod(k, -3, { inst: hador, what: 'Hador makes the check' });
      k.equal(longestMove(k), 5, 'regions entered with it');
    },
  },
  {
    title: 'The Water’s Tithe: "non-Ringwraith": not on Indûr the Ringwraith (sorcery); not on an opponent’s sorcery-user; not outside the organization phase',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      const indur = k.company(0, ['Indûr the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const theirs = k.company(1, ['Hador'], 'Dol Guldur').chars[0] as number;
      const card = k.hand(0, 'The Water’s Tithe');
      k.expect(!k.canPlay(0, card, indur), 'Indûr is a Ringwraith');
      k.expect(!k.canPlay(0, card, theirs), "Hador, the opponent's");
      const hador2 = k.company(0, ['Hador'], 'Dol Guldur').chars[0] as number;
      k.expect(k.canPlay(0, card, hador2), 'Hador, his own');
      k.phase('site');
      k.expect(!k.canPlay(0, card, hador2), 'not in the site phase');
    },
  },
];
export default scenarios;
