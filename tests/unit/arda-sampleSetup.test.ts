/**
 * The sample opening of an Arda set (issue: "Sample setup: deal the opening of a game from the set
 * (hands, starting characters, face-up rows) for the chosen player count … Use the engine's setup
 * code"), dealt from sets built from the real card data. Counts follow Arda Revised "Getting
 * ready to play".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealSampleSetup } from '../../src-shared/arda/sampleSetup';
import { DECK_IDS } from '../../src-shared/arda/model';
import type { Alignment } from '../../src-shared/engine/types';
import { fixtures, setupFor } from './engine-fixtures/fixtures';

const seatsOf = (alignment: Alignment, n: number) => Array.from({ length: n }, () => alignment);

describe('dealSampleSetup', () => {
  it.each([5, 7])('deals a %i-seat table (simultaneous turns) up to the first turn, neighbours never on the same Wizard', (n) => {
    const sample = dealSampleSetup(setupFor(seatsOf('wizard', n), `sample-big-${n}`));
    expect(sample.seats).toHaveLength(n);
    for (const p of sample.seats) {
      expect(p.hand).toHaveLength(8);
      expect(p.avatar).not.toBeNull();
    }
    // "if playing with 6-7 players, don't play two same wizards if you're sitting next to each other"; 2-5: "respect the uniqueness of the wizards".
    const avatars = sample.order.map((seat) => sample.seats.find((p) => p.seat === seat)?.avatar);
    if (n <= 5) expect(new Set(avatars).size).toBe(n);
    else for (let i = 0; i < n; i++) expect(avatars[i]).not.toBe(avatars[(i + 1) % n]);
  });

  it.each([2, 3, 4])('deals %i Wizard players their opening from the set', (n) => {
    const sample = dealSampleSetup(setupFor(seatsOf('wizard', n), `sample-${n}`));
    const set = fixtures().sets.wizard;
    const inDeck = (deck: (typeof DECK_IDS)[number]) => new Set(set.decks[deck].map((e) => e.cardId));
    expect(sample.seats).toHaveLength(n);
    expect([...sample.order].sort()).toEqual(sample.seats.map((p) => p.seat));
    for (const p of sample.seats) {
      // "Each player first draws a Play Hand of 8 cards from the Play Deck, and an MP Hand of 5 cards from the Marshalling Point Deck."
      expect(p.hand).toHaveLength(8);
      expect(p.mpHand).toHaveLength(5);
      expect(p.hand.every((id) => inDeck('play').has(id))).toBe(true);
      expect(p.mpHand.every((id) => inDeck('mp').has(id))).toBe(true);
      // "Each player receives at random 2 characters with 6 mind or higher … to a maximum of 10 per player."
      expect(p.dealt.length).toBeLessThanOrEqual(10);
      const mind = (id: string) => fixtures().cards[id]?.mind ?? 0;
      expect(p.dealt.filter((id) => mind(id) >= 6).length).toBeGreaterThanOrEqual(2);
      expect(p.dealt.every((id) => inDeck('character').has(id))).toBe(true);
      // "Each player now selects his starting company as per normal rules (20 mind and 5 characters maximum)."
      const starting = p.companies.flatMap((c) => c.characters.map((ch) => ch.cardId));
      expect(starting.length).toBeGreaterThan(0);
      expect(starting.length).toBeLessThanOrEqual(5);
      expect(starting.reduce((sum, id) => sum + mind(id), 0)).toBeLessThanOrEqual(20);
      expect(starting.every((id) => p.dealt.includes(id))).toBe(true);
      // "… until all players have two minor items."
      expect(p.companies.flatMap((c) => c.characters.flatMap((ch) => ch.items)).filter((id) => inDeck('minor').has(id))).toHaveLength(2);
      expect(p.avatar && inDeck('avatar').has(p.avatar)).toBe(true);
    }
    // "Then, turn 4 roving characters face up … 4 minor items face up … 4 marshalling points cards face up"
    expect(sample.faceUp).toHaveLength(1);
    const row = sample.faceUp[0]!;
    expect([row.character.length, row.minor.length, row.mp.length]).toEqual([4, 4, 4]);
  });

  it('"In 2–5 player games, respect the uniqueness of the wizards": no avatar drafted twice', () => {
    const sample = dealSampleSetup(setupFor(seatsOf('wizard', 4), 'avatars'));
    const avatars = sample.seats.map((p) => p.avatar);
    expect(new Set(avatars).size).toBe(avatars.length);
  });

  it('deals a Ringwraith set the same way', () => {
    const sample = dealSampleSetup(setupFor(seatsOf('ringwraith', 2), 'rw'));
    const set = fixtures().sets.ringwraith;
    const avatars = new Set(set.decks.avatar.map((e) => e.cardId));
    expect(sample.seats.every((p) => p.avatar !== null && avatars.has(p.avatar))).toBe(true);
    expect(sample.faceUp.map((f) => f.alignment)).toEqual(['ringwraith']);
  });

  it('the same seed deals the same opening; cards dealt plus cards left add up to the set', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 2, max: 4 }), (seed, n) => {
        const a = dealSampleSetup(setupFor(seatsOf('wizard', n), seed));
        const b = dealSampleSetup(setupFor(seatsOf('wizard', n), seed));
        expect(b).toEqual(a);
        const set = fixtures().sets.wizard;
        const size = (deck: (typeof DECK_IDS)[number]) => set.decks[deck].reduce((sum, e) => sum + e.copies + e.proxies, 0);
        const left = a.decksLeft[0]!.counts;
        const mpOut = a.seats.reduce((sum, p) => sum + p.mpHand.length, 0) + a.faceUp[0]!.mp.length;
        expect(left.mp + mpOut).toBe(size('mp'));
        const playOut = a.seats.reduce((sum, p) => sum + p.hand.length, 0);
        expect(left.play + playOut).toBe(size('play'));
      }),
      { numRuns: 8 },
    );
  });
});
