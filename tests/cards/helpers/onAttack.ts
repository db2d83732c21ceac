/** Cards played on an attack, in scenarios. */
import { attackWindow } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/**
 * "Cannot be duplicated on a given attack": with two copies in hand and `creature` attacking `names`, the first is played
 * on the attack; `check` reads what it did, and the second copy cannot be played on the same attack.
 */
export function onceOnAttack(title: string, o: { names: string[]; creature: string; card: string; why?: string }, check: (k: ScenarioKit, chars: number[]) => void): Scenario {
  return {
    title,
    run: (k) => {
      const { chars, cards } = attackWindow(k, { names: o.names, creature: o.creature, cards: [o.card, o.card] });
      const [card, second] = cards as [number, number];
      k.play(0, card, null);
      check(k, chars);
      k.expect(!k.canPlay(0, second), o.why ?? 'cannot be duplicated on the attack');
    },
  };
}
