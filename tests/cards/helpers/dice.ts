/** Dice for scenarios. */

/** Two dice that add up to `sum` (2–12). */
export function diceFor(sum: number): [number, number] {
  const a = Math.min(6, Math.max(1, sum - 1));
  return [a, sum - a];
}
