/** Healing in scenarios. */
import { applyEffect, cardOf } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';

/** A healing effect (a card's `heal` effect, as Foul-smelling Paste's) on the character. */
export function healByEffect(k: ScenarioKit, target: number): void {
  applyEffect({ s: k.s, seat: k.s.chars[target]?.owner ?? 0, inst: target, card: cardOf(k.s, target), target, companyId: null, window: 'organization' }, { do: 'heal', who: 'target' }, { events: [] }, []);
}
