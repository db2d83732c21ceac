/**
 * Comparing two versions of an Arda set (issue: "Compare two sets (or a set and its last export):
 * added, removed, and moved between decks"), on sets built from the real card data and on
 * arbitrary decks (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiff, compareDecks, deckCounts, diffAsText, isEmptyDiff, type DeckContents } from '../../src-shared/arda/compare';
import { DECK_IDS, DECK_LABELS, type DeckEntry, type DeckId } from '../../src-shared/arda/model';
import { fixtures } from './engine-fixtures/fixtures';

const ids = ['TW-1', 'TW-2', 'TW-3', 'TD-10', 'DM-5'];
const entryArb = fc.record({ cardId: fc.constantFrom(...ids), copies: fc.integer({ min: 0, max: 4 }), proxies: fc.integer({ min: 0, max: 2 }) });
const decksArb: fc.Arbitrary<DeckContents> = fc
  .record(Object.fromEntries(DECK_IDS.map((d) => [d, fc.uniqueArray(entryArb, { selector: (e) => e.cardId, maxLength: 4 })])) as Record<DeckId, fc.Arbitrary<DeckEntry[]>>)
  .map((r) => r as DeckContents);

const asObject = (m: Map<string, Map<DeckId, number>>) => Object.fromEntries([...m].map(([id, byDeck]) => [id, Object.fromEntries(byDeck)]));

describe('compareDecks', () => {
  it('finds nothing between a set and itself', () => {
    fc.assert(fc.property(decksArb, (a) => isEmptyDiff(compareDecks(a, a))));
  });

  it('applying the diff to the first gives the second, card for card and deck for deck', () => {
    fc.assert(fc.property(decksArb, decksArb, (a, b) => {
        expect(asObject(applyDiff(a, compareDecks(a, b)))).toEqual(asObject(deckCounts(b)));
      }),
    );
  });

  it('compare(b, a) mirrors compare(a, b): added and removed swap, moves reverse', () => {
    fc.assert(
      fc.property(decksArb, decksArb, (a, b) => {
        const ab = compareDecks(a, b);
        const ba = compareDecks(b, a);
        expect(ba.added).toEqual(ab.removed);
        expect(ba.removed).toEqual(ab.added);
        const total = (moves: typeof ab.moved) => moves.reduce((n, m) => n + m.count, 0);
        expect(total(ba.moved)).toBe(total(ab.moved));
      }),
    );
  });

  it('a card never shows as added and removed in the same deck, and a move never goes to its own deck', () => {
    fc.assert(
      fc.property(decksArb, decksArb, (a, b) => {
        const d = compareDecks(a, b);
        const key = (c: { cardId: string; deck: DeckId }) => `${c.cardId}|${c.deck}`;
        const removed = new Set(d.removed.map(key));
        expect(d.added.some((c) => removed.has(key(c)))).toBe(false);
        expect(d.moved.every((m) => m.from !== m.to && m.count > 0)).toBe(true);
      }),
    );
  });

  it('on a real Wizard set: moving cards between decks, adding and removing read as such', () => {
    const set = fixtures().sets.wizard;
    const before = structuredClone(set.decks);
    const after = structuredClone(set.decks);
    const moved = after.play[0] as DeckEntry;
    const removed = after.play[1] as DeckEntry;
    // Two copies of the first Play card go to the MP deck; the second Play card leaves; a character gets a copy.
    moved.copies -= 1;
    after.mp.push({ cardId: moved.cardId, copies: 1, proxies: 0 });
    after.play.splice(1, 1);
    const character = after.character[0] as DeckEntry;
    character.copies += 1;
    const diff = compareDecks(before, after);
    expect(diff.moved).toEqual([{ cardId: moved.cardId, from: 'play', to: 'mp', count: 1 }]);
    expect(diff.removed).toEqual([{ cardId: removed.cardId, deck: 'play', count: removed.copies + removed.proxies }]);
    expect(diff.added).toEqual([{ cardId: character.cardId, deck: 'character', count: 1 }]);
    const text = diffAsText(diff, (id) => fixtures().records.find((r) => r.id === id)?.names.en ?? id, (d) => DECK_LABELS[d]);
    expect(text).toMatch(/^Added \(1\)\n {2}\+1 .+ \(Character\)\nRemoved \(1\)\n/);
    expect(text).toContain('Play → Marshalling Point');
  });
});
