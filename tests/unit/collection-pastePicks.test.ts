import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PasteLine } from '../../src-shared/api/schemasPaste';
import { DECK_IDS, type DeckId } from '../../src-shared/arda/model';
import { cardOfLine, overLimit, pasteLabel, pastedCards, pastedCopies, setPastePlan, type Placement } from '../../src-shared/collection/pastePicks';

const base = { text: '', countClamped: false, cardId: null, candidates: [], suggestions: [], reason: null };
const ok = (lineNo: number, cardId: string, count: number): PasteLine => ({ ...base, lineNo, count, status: 'ok', cardId });
const ambiguous = (lineNo: number, candidates: string[], count: number): PasteLine => ({ ...base, lineNo, count, status: 'ambiguous', candidates });
const unresolved = (lineNo: number, suggestions: string[], count: number): PasteLine => ({ ...base, lineNo, count, status: 'unresolved', suggestions });
const ignored = (lineNo: number): PasteLine => ({ ...base, lineNo, count: 0, status: 'ignored' });

describe('pastedCards', () => {
  it('adds resolved lines and picked ones, summed per card in the order first named', () => {
    const lines = [ok(1, 'TW-156', 2), ambiguous(2, ['LE-85', 'TW-75'], 3), ignored(3), unresolved(4, ['TW-156', 'WH-4'], 1), ambiguous(5, ['AS-155', 'TW-408'], 2)];
    const picks = new Map([[2, 'LE-85'], [4, 'TW-156']]);
    expect(pastedCards(lines, picks)).toEqual([
      { cardId: 'TW-156', count: 3, lines: [1, 4] },
      { cardId: 'LE-85', count: 3, lines: [2] },
    ]);
    expect(pasteLabel(pastedCards(lines, picks))).toBe('Paste 3 lines');
  });

  it('ignores a pick that is not one of the line’s own choices', () => {
    expect(cardOfLine(ambiguous(1, ['LE-85', 'TW-75'], 1), new Map([[1, 'TW-156']]))).toBeNull();
    expect(cardOfLine(unresolved(1, [], 1), new Map([[1, 'TW-156']]))).toBeNull();
    expect(cardOfLine(ignored(1), new Map([[1, 'TW-156']]))).toBeNull();
  });

  it('names the first card past a limit', () => {
    const cards = pastedCards([ok(1, 'TW-1', 999), ok(2, 'TW-2', 500), ok(3, 'TW-2', 501)], new Map());
    expect(overLimit(cards, 1000)).toEqual({ cardId: 'TW-2', count: 1001, lines: [2, 3] });
    expect(overLimit(cards, 1001)).toBeNull();
  });
});

describe('setPastePlan', () => {
  it('uses free owned copies first, proxies for the rest, and leaves out refused cards when adding to their own decks', () => {
    const cards = pastedCards([ok(1, 'A', 3), ok(2, 'B', 1), ok(3, 'C', 2)], new Map());
    const places: Record<string, Placement> = {
      A: { homeDeck: 'mp', refusal: null, free: 1 },
      B: { homeDeck: null, refusal: 'ALIGNMENT: a minion card', free: 4 },
      C: { homeDeck: 'play', refusal: null, free: 5 },
    };
    const own = setPastePlan(cards, 'own', (id) => places[id]!);
    expect(own.edits).toEqual([
      { deck: 'mp', cardId: 'A', copiesDelta: 1, proxiesDelta: 2 },
      { deck: 'play', cardId: 'C', copiesDelta: 2 },
    ]);
    expect(own.refused).toEqual([{ cardId: 'B', reason: 'ALIGNMENT: a minion card' }]);
    const chosen = setPastePlan(cards, 'site', (id) => places[id]!);
    expect(chosen.edits.map((e) => [e.deck, e.cardId])).toEqual([['site', 'A'], ['site', 'B'], ['site', 'C']]);
    expect(chosen.refused).toEqual([]);
  });

  it('adds exactly the pasted copies, never more owned copies than are free', () => {
    const deck = fc.constantFrom<DeckId | 'own'>('own', ...DECK_IDS);
    const card = fc.record({ count: fc.integer({ min: 1, max: 999 }), free: fc.integer({ min: -2, max: 1200 }), home: fc.option(fc.constantFrom(...DECK_IDS), { nil: null }) });
    fc.assert(
      fc.property(fc.array(card, { maxLength: 30 }), deck, (spec, to) => {
        const lines = spec.map((c, i) => ok(i + 1, `X-${i}`, c.count));
        const cards = pastedCards(lines, new Map());
        const byId = new Map(spec.map((c, i) => [`X-${i}`, c]));
        const plan = setPastePlan(cards, to, (id) => {
          const c = byId.get(id)!;
          return { homeDeck: c.home, refusal: c.home ? null : 'refused', free: c.free };
        });
        const placed = cards.filter((c) => to !== 'own' || byId.get(c.cardId)!.home !== null);
        expect(plan.copies + plan.proxies).toBe(pastedCopies(placed));
        expect(plan.edits.length + plan.refused.length).toBe(cards.length);
        for (const edit of plan.edits) {
          const c = byId.get(edit.cardId)!;
          expect(edit.copiesDelta ?? 0).toBeLessThanOrEqual(Math.max(0, c.free));
          expect((edit.copiesDelta ?? 0) + (edit.proxiesDelta ?? 0)).toBe(c.count);
          expect(edit.deck).toBe(to === 'own' ? c.home : to);
        }
      }),
    );
  });
});
