/** Scenarios of cards that have no legal play under Arda (cards/vocab/notInArda.ts): refused in the best position for them, with the reason. */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/**
 * `position` builds the position where the card's other conditions hold (its phase, its company) and may name a target; the card in
 * seat 0's hand is then not offered and its play is refused, the refusal quoting `reason`.
 */
export function refusedInArda(title: string, name: string, reason: string, position: (k: ScenarioKit) => number | null): Scenario {
  return {
    title,
    run: (k) => {
      const target = position(k);
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card), `${name} is not offered`);
      const r = k.refused(0, { type: 'playCard', inst: card, target });
      k.expect(r.message.includes(reason), `the refusal says why: ${r.message}`);
    },
  };
}
