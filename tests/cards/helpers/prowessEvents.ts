/** Long-events that modify the prowess of every character (of some races) while in play: Star of High Hope, Clear Skies. */
import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';

/**
 * Aragorn II (Dúnadan), Legolas (Elf) and Gimli (Dwarf) of seat 0 at Rivendell, and Beregond (Dúnadan) of seat 1 at Lórien: seat 0
 * plays `name` in his long-event phase (`gates`: with Gates of Morning in play); each one's prowess change, in that order.
 */
export function prowessChanges(k: ScenarioKit, name: string, gates: boolean): number[] {
  const chars = [...k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Rivendell').chars, ...k.company(1, ['Beregond'], 'Lórien').chars];
  if (gates) k.inPlay(0, 'Gates of Morning');
  const before = chars.map((ch) => prowessOf(k.s, ch));
  k.phase('longEvent');
  const card = k.hand(0, name);
  k.play(0, card);
  k.equal(k.where(card), 'playArea', name);
  return chars.map((ch, i) => prowessOf(k.s, ch) - (before[i] as number));
}
