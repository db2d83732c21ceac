/**
 * Whatever the edit sequence, validation reports UNIQUE_COPIES and NOT_OWNED exactly where a
 * naive recount says so. Proxies count toward uniqueness (they are cards in the pool) but
 * never toward ownership. A unique card's copies inside a deck with a composition rule (the
 * Avatar deck) count once toward uniqueness: that deck caps them itself (AVATAR).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { cardFactsMap, DECK_IDS, emptyArdaSet, nameKey, type ArdaCardFacts, type ArdaSet, type DeckId } from '../../src-shared/arda/model';
import { PROFILE_IDS } from '../../src-shared/arda/profiles';
import { validateArdaSet } from '../../src-shared/arda/validate';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
let cards: Map<string, ArdaCardFacts>;
let pool: ArdaCardFacts[];

/** Unique and non-unique, hero, minion and neutral, avatars included. */
const POOL = [
  ['Gandalf', 'Hero'],
  ['The Witch-king', 'Minion'],
  ['Glamdring', 'Hero'],
  ['High Helm', 'Minion'],
  ['Witch-king of Angmar', 'Neutral'],
  ['Dagger of Westernesse', 'Hero'],
  ['Orc Brawler', 'Minion'],
  ['Dwarven Travelers', 'Neutral'],
  ['Heralded Lord', 'Minion'],
] as const;

beforeAll(() => {
  cards = cardFactsMap(parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8')).cards);
  pool = POOL.map(([name, alignment]) => [...cards.values()].find((c) => c.nameKey === nameKey(name) && c.alignment === alignment) as ArdaCardFacts);
});

type Edit =
  | { kind: 'add'; deck: number; card: number; proxy: boolean; newEntry: boolean }
  | { kind: 'remove'; deck: number; card: number }
  | { kind: 'move'; from: number; to: number; card: number }
  | { kind: 'markProxy'; deck: number; card: number }
  | { kind: 'owned'; card: number; count: number }
  | { kind: 'elsewhere'; card: number; count: number };

const deckIx = fc.integer({ min: 0, max: DECK_IDS.length - 1 });
const cardIx = fc.integer({ min: 0, max: POOL.length - 1 });
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), deck: deckIx, card: cardIx, proxy: fc.boolean(), newEntry: fc.boolean() }),
  fc.record({ kind: fc.constant('remove' as const), deck: deckIx, card: cardIx }),
  fc.record({ kind: fc.constant('move' as const), from: deckIx, to: deckIx, card: cardIx }),
  fc.record({ kind: fc.constant('markProxy' as const), deck: deckIx, card: cardIx }),
  fc.record({ kind: fc.constant('owned' as const), card: cardIx, count: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('elsewhere' as const), card: cardIx, count: fc.integer({ min: 0, max: 3 }) }),
);

interface State {
  set: ArdaSet;
  owned: Map<string, number>;
  elsewhere: Map<string, number>;
}

const deckOf = (i: number) => DECK_IDS[i] as DeckId;
const idOf = (i: number) => (pool[i] as ArdaCardFacts).id;

/** Takes one copy off the card's entries, or a proxy when no copy is left; says which. */
function takeOne(state: State, deck: DeckId, cardId: string): 'copy' | 'proxy' | null {
  const entries = state.set.decks[deck];
  const entry = entries.find((e) => e.cardId === cardId && e.copies > 0) ?? entries.find((e) => e.cardId === cardId && e.proxies > 0);
  if (!entry) return null;
  if (entry.copies > 0) {
    entry.copies -= 1;
    return 'copy';
  }
  entry.proxies -= 1;
  return 'proxy';
}

function put(state: State, deck: DeckId, cardId: string, proxy: boolean, newEntry: boolean): void {
  const entries = state.set.decks[deck];
  const entry = newEntry ? undefined : entries.find((e) => e.cardId === cardId);
  if (entry) {
    if (proxy) entry.proxies += 1;
    else entry.copies += 1;
  } else entries.push({ cardId, copies: proxy ? 0 : 1, proxies: proxy ? 1 : 0 });
}

function apply(state: State, edit: Edit): void {
  switch (edit.kind) {
    case 'add':
      return put(state, deckOf(edit.deck), idOf(edit.card), edit.proxy, edit.newEntry);
    case 'remove':
      takeOne(state, deckOf(edit.deck), idOf(edit.card));
      return;
    case 'move': {
      const taken = takeOne(state, deckOf(edit.from), idOf(edit.card));
      if (taken) put(state, deckOf(edit.to), idOf(edit.card), taken === 'proxy', false);
      return;
    }
    case 'markProxy':
      // A copy becomes a proxy; a deck holding only proxies of the card is left as it was.
      if (takeOne(state, deckOf(edit.deck), idOf(edit.card))) put(state, deckOf(edit.deck), idOf(edit.card), true, false);
      return;
    case 'owned':
      state.owned.set(idOf(edit.card), edit.count);
      return;
    case 'elsewhere':
      state.elsewhere.set(idOf(edit.card), edit.count);
      return;
  }
}

/** The naive recount the validator is compared with. */
function expected(state: State): { unique: string[]; notOwned: string[] } {
  const unique: string[] = [];
  const notOwned: string[] = [];
  for (const card of pool) {
    let uniqueCount = 0;
    let copies = 0;
    for (const deck of DECK_IDS) {
      const inDeck = state.set.decks[deck].filter((e) => e.cardId === card.id);
      const physical = inDeck.reduce((n, e) => n + e.copies + e.proxies, 0);
      copies += inDeck.reduce((n, e) => n + e.copies, 0);
      uniqueCount += deck === 'avatar' ? Math.min(1, physical) : physical;
    }
    if (card.unique && uniqueCount > 1) unique.push(card.id);
    if (copies > 0 && copies + (state.elsewhere.get(card.id) ?? 0) > (state.owned.get(card.id) ?? 0)) notOwned.push(card.id);
  }
  return { unique: unique.sort(), notOwned: notOwned.sort() };
}

describe('validation against a naive recount', () => {
  it.each(PROFILE_IDS)('%s: UNIQUE_COPIES and NOT_OWNED after every edit of any sequence', (profileId) => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 40 }), fc.integer({ min: 2, max: 9 }), (edits, players) => {
        const state: State = { set: emptyArdaSet('p', profileId), owned: new Map(pool.map((c) => [c.id, 1])), elsewhere: new Map() };
        for (const edit of edits) {
          apply(state, edit);
          const violations = validateArdaSet(state.set, cards, { owned: state.owned, allocatedElsewhere: state.elsewhere, players });
          const got = (code: string) => violations.filter((v) => v.code === code).map((v) => v.cardId as string).sort();
          const want = expected(state);
          expect(got('UNIQUE_COPIES')).toEqual(want.unique);
          expect(got('NOT_OWNED')).toEqual(want.notOwned);
          // Warnings: sizes, ratio, discouraged cards, what setup deals, and the nine mode cards Dark Arda calls ideal.
          for (const v of violations) expect(v.severity === 'error' || ['DECK_SIZE', 'RATIO', 'DISCOURAGED', 'SETUP', 'AVATAR'].includes(v.code)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is independent of entry order and of how copies are split over entries', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 30 }), fc.constantFrom(...PROFILE_IDS), (edits, profileId) => {
        const state: State = { set: emptyArdaSet('p', profileId), owned: new Map(), elsewhere: new Map() };
        for (const edit of edits) apply(state, edit);
        const context = { owned: state.owned, allocatedElsewhere: state.elsewhere, players: 4 };
        const reversed: ArdaSet = { ...state.set, decks: { ...state.set.decks } };
        for (const deck of DECK_IDS) reversed.decks[deck] = [...state.set.decks[deck]].reverse();
        expect(validateArdaSet(reversed, cards, context)).toEqual(validateArdaSet(state.set, cards, context));
      }),
      { numRuns: 100 },
    );
  });
});
