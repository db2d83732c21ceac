/** Checks in scenarios: what a card added to a roll. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';

/** The influence roll's modification from this card. */
export function rollMod(k: ScenarioKit, purpose: string, label: string): number | undefined {
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
  return ((roll?.mods ?? []) as { label: string; value: number }[]).find((m) => m.label === label)?.value;
}
