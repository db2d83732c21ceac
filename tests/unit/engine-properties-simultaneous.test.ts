/**
 * Property tests over many seeded bot games with simultaneous turns (Arda Revised appendix, 5–7
 * seats): the same invariants as the 2–4 seat games (engine-properties.test.ts), every game
 * ended by the rules, never by the safety cap, and both lanes always in step.
 */
import { describe, expect, it } from 'vitest';
import type { Alignment, GameState } from '../../src-shared/engine/types';
import { runChecked } from './engine-fixtures/botGames';
import { soakVolume } from '../helpers/soak';
import { setupFor } from './engine-fixtures/fixtures';

const TABLES: Alignment[][] = [
  ['wizard', 'ringwraith', 'wizard', 'ringwraith', 'wizard'],
  ['wizard', 'wizard', 'wizard', 'wizard', 'wizard', 'wizard'],
  ['ringwraith', 'wizard', 'ringwraith', 'wizard', 'ringwraith', 'wizard', 'ringwraith'],
  ['wizard', 'wizard', 'ringwraith', 'wizard', 'wizard', 'ringwraith', 'wizard'],
];

/** Lanes begun together: every lane's turn record has the same number. */
function inStep(s: GameState): boolean {
  if (!s.lanes) return true;
  return s.lanes.list.every((l) => l.turn === null || l.turn.number === s.turn.number);
}

describe('seeded bot games with simultaneous turns keep the invariants', () => {
  // 30 in the suite (a CI run must stay well under 30 minutes on 2 cores); the soak checks 120.
  const CHECKED = soakVolume(30, 120);
  it(`checks every step of ${CHECKED} games at 5, 6 and 7 seats`, () => {
    for (let i = 0; i < CHECKED; i++) runChecked(setupFor(TABLES[i % TABLES.length] as Alignment[], `sim-inv-${i}`), true, (s) => expect(inStep(s)).toBe(true));
  }, 300_000);

  const BULK = soakVolume(50, 1000);
  it(`plays ${BULK} more games to their end, checking hazard limits, hands and MP`, () => {
    const reasons = new Map<string, number>();
    let simultaneousTurns = 0;
    for (let i = 0; i < BULK; i++) {
      const { state } = runChecked(setupFor(TABLES[i % TABLES.length] as Alignment[], `sim-bulk-${i}`), false, (s) => {
        simultaneousTurns = Math.max(simultaneousTurns, s.lanes?.count ?? 0);
      });
      reasons.set(state.result?.reason ?? '', (reasons.get(state.result?.reason ?? '') ?? 0) + 1);
    }
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(BULK);
    expect(reasons.get('round-cap') ?? 0).toBe(0);
    expect(simultaneousTurns).toBeGreaterThan(1);
  }, 600_000);
});
