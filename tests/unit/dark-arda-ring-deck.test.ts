/** Dark Arda "The Ring Deck": draw four, exchange for one that matches the roll, discard the rest. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindsForRoll, resolveRingTest } from '../../src-shared/engine/darkArda/ringDeck';
import { seedRng } from '../../src-shared/engine/rng';
import { cardByName, fixtures } from './engine-fixtures/fixtures';

const cards = () => fixtures().cards;
const minionRings = () => Object.values(cards()).filter((c) => c.itemClass === 'special' && c.ringKind !== null && c.alignment === 'Minion');
const goldRing = () => cardByName('A Little Gold Ring');

describe('the Ring deck', () => {
  it('"turns over the top four cards … exchange the tested ring for any one of the revealed cards that matches the roll … the cards … which were not selected are discarded"', () => {
    const rings = minionRings().map((c) => c.id);
    expect(rings.length).toBeGreaterThan(6);
    const roll = 12; // A Little Gold Ring: 12 allows the One Ring, Dwarven and lesser rings.
    const kinds = kindsForRoll(goldRing(), roll);
    expect(kinds).toContain('dwarven');
    const r = resolveRingTest(seedRng(1), { deck: rings, discard: [] }, goldRing(), roll, cards(), []);
    expect(r.revealed).toEqual(rings.slice(0, 4));
    expect(r.matches).toEqual(r.revealed.filter((id) => kinds.includes(cards()[id]?.ringKind as string)));
    expect(r.ringDeck.deck).toEqual(rings.slice(4));
    // Revealed cards all go to the discard; the ring the player takes comes out of it again (dark-arda-play-rings).
    expect(r.ringDeck.discard).toEqual(r.revealed);
  });

  it('"If there are no matches, the tested ring is discarded"', () => {
    const magic = minionRings().filter((c) => c.ringKind === 'magic').map((c) => c.id);
    const r = resolveRingTest(seedRng(2), { deck: magic, discard: [] }, goldRing(), 12, cards(), []);
    expect(r.matches).toEqual([]);
    expect(r.ringDeck.discard).toHaveLength(Math.min(4, magic.length));
  });

  it('"If the testing player also has a Whisper of Rings card in play, he can check those saved rings for a match as well"', () => {
    const magic = minionRings().filter((c) => c.ringKind === 'magic').map((c) => c.id);
    const other = minionRings().filter((c) => c.ringKind !== 'magic' && c.ringKind !== 'lesser').map((c) => c.id);
    const saved = magic[0] as string;
    const r = resolveRingTest(seedRng(3), { deck: other.slice(0, 4), discard: [] }, goldRing(), 3, cards(), [saved]);
    expect(kindsForRoll(goldRing(), 3)).toContain('magic');
    expect(r.matches).toContain(saved);
    expect(r.ringDeck.discard).toHaveLength(4);
    expect(r.ringDeck.discard).not.toContain(saved);
  });

  it('"If the Ring Deck runs out of cards, all of the discarded cards are immediately reshuffled" (property: no ring lost or duplicated)', () => {
    const rings = minionRings().map((c) => c.id);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 2, max: 12 }), (seed, inDeck, roll) => {
        const state = { deck: rings.slice(0, inDeck), discard: rings.slice(inDeck) };
        const r = resolveRingTest(seedRng(seed), state, goldRing(), roll, cards(), []);
        expect(r.revealed).toHaveLength(4);
        const after = [...r.ringDeck.deck, ...r.ringDeck.discard].sort();
        expect(after).toEqual([...rings].sort());
      }),
      { numRuns: 300 },
    );
  });
});
