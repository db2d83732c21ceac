import { rollOf } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { ringwraithsKit } from '../helpers/minionEvents';

const name = 'White Light Broken';

/** The modification this card gave the last corruption check (undefined: none), and whose check it was. */
function bonus(k: ScenarioKit): { inst: number | undefined; value: number | undefined } {
  const check = rollOf(k, 'corruption');
  return { inst: check?.inst, value: (check?.mods as { label: string; value: number }[] | undefined)?.find((m) => m.label === name)?.value };
}

const scenarios: Scenario[] = [
  {
    title: 'on Hador (sorcery): "he makes a corruption check" with "All of his corruption checks are modified by +2 for the rest of the turn" (that check and a later one); not Mauhúr’s',
    run: (k) => {
      minionTurn(k);
      const [hador, mauhur] = k.company(1, ['Hador', 'Mauhúr'], 'Minas Morgul').chars as [number, number];
      k.phase('organization');
      k.rig([6, 6]);
      k.play(1, k.hand(1, name), hador);
      const first = bonus(k);
      k.equal(first.inst, hador, 'Hador makes the check');
      k.equal(first.value, 2, 'his own check');
      k.rig([3, 3]);
      k.corruptionCheck(hador);
      k.equal(bonus(k).value, 2, 'a later check this turn');
      k.rig([3, 3]);
      k.corruptionCheck(mauhur);
      k.equal(bonus(k).value, undefined, 'Mauhúr’s check');
    },
  },
  {
    title: '"Playable on a sorcery-using character": not on Mauhúr (no sorcery), nor on another player’s Hador',
    run: (k0) => {
      const k = ringwraithsKit(k0);
      const [, mauhur] = k.company(0, ['Gorbag', 'Mauhúr'], 'Minas Morgul').chars as [number, number];
      const theirs = k.company(1, ['Hador'], 'Minas Morgul').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, mauhur), 'Mauhúr cannot use sorcery');
      k.expect(!k.canPlay(0, card, theirs), 'Hador is the other player’s');
    },
  },
];
export default scenarios;
