/** Dark Arda's final count: "totaled as per the standard rules (including double MP for sources that no other player has, and restricting any one source to providing no more than half the player's total MP)". */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalScores, SOURCES, type RawSheet } from '../../src-shared/engine/darkArda/scoring';
import { cardByName } from './engine-fixtures/fixtures';

const sheet = (over: Partial<RawSheet>): RawSheet => ({ character: 0, item: 0, faction: 0, ally: 0, kill: 0, misc: 0, negative: 0, ...over });

describe('standard MP counting in Dark Arda', () => {
  it('"double MP for sources that no other player has" — only when none of the opponents has any (multiplayer.txt)', () => {
    // Real cards: a faction and an item from the data set their points.
    const faction = cardByName('Black Trolls').mp;
    const item = cardByName('Black Mace').mp;
    expect(faction).toBeGreaterThan(0);
    expect(item).toBeGreaterThan(0);
    const [a, b, c] = finalScores([sheet({ faction, item, character: 3 }), sheet({ item, character: 4 }), sheet({ character: 2, ally: 1 })]);
    expect(a?.faction).toBe(faction * 2);
    expect(a?.item).toBe(item);
    expect(b?.item).toBe(item);
    expect(c?.ally).toBe(2);
    expect(a?.doubled).toEqual(['faction']);
  });

  it('"a source other than kill or miscellaneous" (CoE 10.3.iii): kill and misc never double', () => {
    const [a] = finalScores([sheet({ kill: 3, misc: 2, character: 5 }), sheet({ character: 1 })]);
    expect(a?.kill).toBe(3);
    expect(a?.misc).toBe(2);
  });

  it('"no more than half the player\'s total MP": a dominant source is cut to the sum of the others', () => {
    const [a] = finalScores([sheet({ item: 20, character: 3, kill: 2, negative: 1 }), sheet({ item: 1, character: 1, kill: 1 })]);
    expect(a?.item).toBe(5);
    expect(a?.capped).toBe('item');
    expect(a?.total).toBe(5 + 3 + 2 - 1);
  });

  it('properties: no positive source above half the positive total; totals never rise by capping', () => {
    const src = fc.integer({ min: -3, max: 20 });
    const raw = fc.record({ character: src, item: src, faction: src, ally: src, kill: src, misc: src, negative: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(fc.array(raw, { minLength: 2, maxLength: 9 }), (sheets) => {
        const finals = finalScores(sheets);
        finals.forEach((f, seat) => {
          const positive = SOURCES.reduce((s, k) => s + Math.max(0, f[k]), 0);
          for (const k of SOURCES) expect(Math.max(0, f[k]) * 2).toBeLessThanOrEqual(positive);
          for (const k of SOURCES) {
            const r = (sheets[seat] as RawSheet)[k];
            expect(f[k]).toBeLessThanOrEqual(f.doubled.includes(k) ? 2 * r : r);
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});
