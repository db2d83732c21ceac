/**
 * The visual deck view's pure part: which column each card goes in (checked on every card
 * of the real database), the columns' counts, and the placement of columns and visible
 * stacks (fast-check: no overlap, inside the width, nothing visible left out).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { buildFromCollection } from '../../src-shared/arda/build';
import { cardFactsMap, type ArdaCardFacts } from '../../src-shared/arda/model';
import type { Profile } from '../../src-shared/arda/profile';
import { getProfile } from '../../src-shared/arda/profiles';
import { columnHeight, groupStacks, layoutStacks, stackKind, stackMetricsFor, STACK_KINDS, visibleStacks, widenToChunks, type StackMetrics } from '../../src-shared/arda-io/visualStacks';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
let cards: Map<string, ArdaCardFacts>;

beforeAll(() => {
  cards = cardFactsMap(parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8')).cards);
});

const METRICS: StackMetrics = { columnWidth: 140, gap: 12, headerHeight: 28, cardHeight: 180, strip: 28 };

describe('the column a card goes in', () => {
  it('follows the card type for every card of the database, and the subtype within resources and hazards', () => {
    const seen = new Map<string, number>();
    for (const c of cards.values()) {
      const kind = stackKind(c);
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      const sub = c.subtype ?? '';
      if (c.type === 'Character') expect(kind).toBe('character');
      if (c.type === 'Site') expect(kind).toBe('site');
      if (c.type === 'Region') expect(kind).toBe('region');
      if (c.type === 'Resource') expect(['ally', 'faction', 'item', 'resourceEvent']).toContain(kind);
      if (c.type === 'Hazard') expect(kind).toBe(sub.includes('Creature') ? 'creature' : 'hazardEvent');
      if (kind === 'item') expect(sub).toMatch(/ Item$/);
      if (kind === 'resourceEvent') expect(sub).toMatch(/event/);
    }
    // The database has cards of every kind but the stand-in for an unknown card.
    expect([...seen.keys()].sort()).toEqual(STACK_KINDS.filter((k) => k !== 'unknown').sort());
  });

  it('is "unknown" for a card the catalogue does not know', () => {
    expect(stackKind(undefined)).toBe('unknown');
  });
});

describe('a built Play deck as stacks', () => {
  it('keeps every card once, counts copies and proxies, and sorts each column by name', () => {
    const profile = getProfile('arda-revised-wizard') as Profile;
    const owned = new Map([...cards.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 2]));
    const { set } = buildFromCollection({ profile, players: 4, cards, owned });
    // Proxies on some lines, as a set may hold.
    const lines = set.decks.play.map((e, i) => ({ ...e, proxies: i % 5 === 0 ? 1 : 0, name: cards.get(e.cardId)!.name, card: cards.get(e.cardId) }));
    const columns = groupStacks(lines);
    const total = lines.reduce((n, l) => n + l.copies + l.proxies, 0);
    expect(total).toBeGreaterThanOrEqual(250);
    expect(columns.reduce((n, c) => n + c.count, 0)).toBe(total);
    expect(columns.flatMap((c) => c.stacks.map((s) => s.cardId)).sort()).toEqual(lines.map((l) => l.cardId).sort());
    expect(columns.map((c) => c.kind)).toEqual(STACK_KINDS.filter((k) => columns.some((c) => c.kind === k)));
    for (const c of columns) {
      expect(c.stacks.every((s) => stackKind(s.card) === c.kind)).toBe(true);
      expect(c.count).toBe(c.stacks.reduce((n, s) => n + s.copies + s.proxies, 0));
      const names = c.stacks.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
    // A Play deck holds resources and hazards: at least creatures, hazard events and resource events.
    expect(columns.map((c) => c.kind)).toEqual(expect.arrayContaining(['creature', 'hazardEvent', 'resourceEvent']));
  });

  it('leaves out lines with no card left', () => {
    const gandalf = [...cards.values()].find((c) => c.name === 'Gandalf')!;
    expect(groupStacks([{ cardId: gandalf.id, name: 'Gandalf', copies: 0, proxies: 0, card: gandalf }])).toEqual([]);
  });
});

describe('placing the columns', () => {
  const counts = fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 10 });
  const width = fc.integer({ min: 100, max: 2000 });

  it('fits each column inside the width, never on top of another, each as tall as its stacks', () => {
    fc.assert(
      fc.property(counts, width, (stacks, w) => {
        const layout = layoutStacks(stacks, w, METRICS);
        expect(layout.columns).toHaveLength(stacks.length);
        for (const c of layout.columns) {
          expect(c.height).toBe(columnHeight(stacks[c.index]!, METRICS));
          if (layout.lanes > 1) expect(c.x + METRICS.columnWidth).toBeLessThanOrEqual(w);
          expect(c.y + c.height).toBeLessThanOrEqual(layout.height);
          for (const d of layout.columns) {
            if (d === c || d.x !== c.x) continue;
            expect(c.y + c.height <= d.y || d.y + d.height <= c.y).toBe(true);
          }
        }
      }),
    );
  });

  it('uses as many lanes as the width holds', () => {
    expect(layoutStacks([3, 3, 3], 140, METRICS).lanes).toBe(1);
    expect(layoutStacks([3, 3, 3], 140 * 2 + 12, METRICS).lanes).toBe(2);
    expect(layoutStacks([3, 3, 3], 140 * 2 + 11, METRICS).lanes).toBe(1);
    expect(layoutStacks([3, 3, 3], 50, METRICS).lanes).toBe(1);
  });

  it('puts a short column under the lane that ends highest', () => {
    // Two lanes: a tall column, a short one, then the third goes under the short one.
    const layout = layoutStacks([40, 2, 5], 300, METRICS);
    expect(layout.columns.map((c) => c.x)).toEqual([0, 152, 152]);
    expect(layout.columns[2]!.y).toBe(columnHeight(2, METRICS) + METRICS.gap);
  });
});

describe('sizes for a width', () => {
  it('fill the width with columns of 150 to 210 px, cards in a card’s proportions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 3000 }), (w) => {
        const m = stackMetricsFor(w);
        const { lanes } = layoutStacks([1], w, m);
        expect(m.columnWidth).toBeGreaterThanOrEqual(150);
        expect(m.columnWidth).toBeLessThanOrEqual(210);
        expect(lanes * m.columnWidth + (lanes - 1) * m.gap).toBeLessThanOrEqual(w);
        // Never room for one more column of the smallest width.
        if (m.columnWidth < 210) expect((lanes + 1) * 150 + lanes * m.gap).toBeGreaterThan(w);
        expect(m.cardHeight / (m.columnWidth - 12)).toBeCloseTo(88 / 63, 1);
      }),
    );
  });
});

describe('the stacks worth drawing in a scrolled view', () => {
  it('are exactly those whose card meets the view, widened by the overscan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 6000 }),
        fc.integer({ min: 50, max: 1200 }),
        fc.integer({ min: 0, max: 5 }),
        (stacks, columnY, viewTop, viewHeight, overscan) => {
          const column = { index: 0, x: 0, y: columnY, height: columnHeight(stacks, METRICS) };
          const range = visibleStacks(column, stacks, viewTop, viewHeight, METRICS, overscan);
          const meets = (i: number) => {
            const top = columnY + METRICS.headerHeight + i * METRICS.strip;
            return top < viewTop + viewHeight && top + METRICS.cardHeight > viewTop;
          };
          const seen = Array.from({ length: stacks }, (_, i) => i).filter(meets);
          if (seen.length === 0 && overscan === 0) expect(range).toBeNull();
          if (seen.length > 0) {
            expect(range).not.toBeNull();
            expect(range!.first).toBe(Math.max(0, seen[0]! - overscan));
            expect(range!.last).toBe(Math.min(stacks - 1, seen.at(-1)! + overscan));
          }
        },
      ),
    );
  });
});

describe('widening the drawn range to blocks', () => {
  it('covers the range, starts and ends on block bounds (or the last stack), and adds less than a block at each end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 16 }), fc.nat(), fc.nat(), (count, chunk, a, b) => {
        const first = a % count;
        const last = first + (b % (count - first));
        const wide = widenToChunks({ first, last }, chunk, count)!;
        expect(wide.first).toBeLessThanOrEqual(first);
        expect(wide.last).toBeGreaterThanOrEqual(last);
        expect(wide.first % chunk).toBe(0);
        expect(wide.last === count - 1 || (wide.last + 1) % chunk === 0).toBe(true);
        expect(first - wide.first).toBeLessThan(chunk);
        expect(wide.last - last).toBeLessThan(chunk);
      }),
    );
    expect(widenToChunks(null, 8, 10)).toBeNull();
  });
});
