/** Dark Arda "Game Setup" (dark-arda-minion.txt) over real cards from ../shared/cards/cards.json. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dealDraft,
  firstPlayerSeat,
  draftPiles,
  drawStartingHands,
  MODE_CARDS,
  playHandSize,
  ringwraithRole,
  rollForSeats,
  selectRingwraiths,
  startingCompanyProblems,
  treasureHandMix,
  type RingwraithChooser,
} from '../../src-shared/engine/darkArda/setup';
import { seedRng } from '../../src-shared/engine/rng';
import type { EngineCard } from '../../src-shared/engine/types';
import { cardByName, fixtures } from './engine-fixtures/fixtures';

const all = () => Object.values(fixtures().cards);
const ringwraiths = () => all().filter((c) => c.avatar && c.race === 'Ringwraith' && c.alignment === 'Minion');
/** "A single copy of all unique Minion characters, and up to three copies of all non-unique Minion characters." */
const characterDeck = (): EngineCard[] =>
  all()
    .filter((c) => c.type === 'Character' && !c.avatar && c.alignment === 'Minion')
    .flatMap((c) => (c.unique ? [c] : [c, c, c]));
const firstAvailable: RingwraithChooser = (_seat, available) => available[0] ?? null;

describe('Ringwraith selection (step 1)', () => {
  it('"sit at the table in order of lowest roll to highest roll going clockwise … the person that rolled the highest will select his Ringwraith first. Proceed counterclockwise"', () => {
    for (const n of [2, 5, 7, 9]) {
      const r = rollForSeats(seedRng(`seats-${n}`), n);
      const first = r.rounds[0] as number[];
      // A player who rolled strictly higher in the first round sits further clockwise.
      for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if ((first[a] as number) > (first[b] as number)) expect(r.seatOf[a]).toBeGreaterThan(r.seatOf[b] as number);
      expect([...r.seatOf].sort((x, y) => x - y)).toEqual([...Array(n).keys()]);
      expect(r.pickOrder[0]).toBe(n - 1);
      expect(r.pickOrder.at(-1)).toBe(0);
      // "the player that selected his or her Ringwraith avatar last is designated the first player"
      expect(first[r.seatOf.indexOf(firstPlayerSeat(r.pickOrder))]).toBe(Math.min(...first));
    }
  });

  it('re-rolls only players who tied, until every seat is settled (property over seeds and table sizes)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 9 }), (seed, n) => {
        const r = rollForSeats(seedRng(seed), n);
        expect(new Set(r.seatOf).size).toBe(n);
        for (let round = 1; round < r.rounds.length; round++) {
          const rolled = (r.rounds[round] as (number | null)[]).flatMap((v, p) => (v === null ? [] : [p]));
          const prev = r.rounds[round - 1] as (number | null)[];
          // Every re-roller had a tie in the previous round.
          for (const p of rolled) expect(rolled.some((q) => q !== p && prev[q] === prev[p])).toBe(true);
        }
        expect(rollForSeats(seedRng(seed), n)).toEqual(r);
      }),
      { numRuns: 300 },
    );
  });

  it('"The Witch King makes his pick first, followed by Khamul. and then back to the Witch King … If Uvatha is still available, any other player may claim him"', () => {
    const rws = ringwraiths();
    expect(rws).toHaveLength(9);
    const wk = rws.find((c) => ringwraithRole(c) === 'witch-king') as EngineCard;
    const kh = rws.find((c) => ringwraithRole(c) === 'khamul') as EngineCard;
    const uv = rws.find((c) => ringwraithRole(c) === 'uvatha') as EngineCard;
    const calls: string[] = [];
    // Seat 2 picks first and takes the Witch-king, seat 1 Khamûl, seat 0 someone else.
    const wanted = [ 'x', kh.id, wk.id ];
    const choose: RingwraithChooser = (seat, available, asFollower) => {
      calls.push(`${seat}:${asFollower ? 'follower' : 'avatar'}`);
      if (!asFollower) return seat === 0 ? (available.find((id) => id !== wk.id && id !== kh.id && id !== uv.id) as string) : (wanted[seat] as string);
      return available.find((id) => id !== uv.id) ?? (available.includes(uv.id) ? uv.id : null);
    };
    const sel = selectRingwraiths(rws, [2, 1, 0], choose);
    expect(calls).toEqual(['2:avatar', '1:avatar', '0:avatar', '2:follower', '1:follower', '2:follower', '0:follower']);
    expect(sel.followersOf[2]).toHaveLength(2);
    expect(sel.followersOf[1]).toHaveLength(1);
    expect(sel.followersOf[0]).toEqual([uv.id]);
    expect(sel.setAside).toHaveLength(9 - 3 - 4);
    const everyone = [...sel.avatarOf, ...sel.followersOf.flat(), ...sel.setAside];
    expect(new Set(everyone).size).toBe(9);
  });

  it('with 9 players no Ringwraith is left to follow, and each seat has its own', () => {
    const sel = selectRingwraiths(ringwraiths(), [8, 7, 6, 5, 4, 3, 2, 1, 0], firstAvailable);
    expect(new Set(sel.avatarOf).size).toBe(9);
    expect(sel.followersOf.flat()).toEqual([]);
    expect(sel.setAside).toEqual([]);
  });

  it('"each Ringwraith begins the game with a copy of each of the mode cards": the three are real cards', () => {
    for (const name of MODE_CARDS) expect(cardByName(name).alignment).toBe('Minion');
  });
});

describe('the character draft (step 2)', () => {
  it('sorts "7 Mind or greater", "6 Mind" and "all the remaining cards"', () => {
    const piles = draftPiles(characterDeck());
    expect(piles.high.length).toBeGreaterThanOrEqual(9);
    expect(piles.high.every((c) => (c.mind as number) >= 7)).toBe(true);
    expect(piles.six.every((c) => c.mind === 6)).toBe(true);
    expect(piles.rest.every((c) => (c.mind ?? 0) < 6)).toBe(true);
    expect(piles.high.length + piles.six.length + piles.rest.length).toBe(characterDeck().length);
  });

  for (const n of [2, 5, 7, 9])
    it(`deals ${n} players twelve each: "one card from the first (7+ Mind) pile … two if four or fewer … two cards from the second (three if …)"`, () => {
      const deck = characterDeck();
      const cards = fixtures().cards;
      const deal = dealDraft(seedRng(`draft-${n}`), deck, n);
      const piles = draftPiles(deck);
      const high = n <= 4 ? 2 : 1;
      const six = n <= 4 ? 3 : 2;
      for (const pool of deal.pools) {
        expect(pool).toHaveLength(12);
        // Whole rounds from a pile that can serve the table; a short pile gives fewer rounds to everyone.
        const highRounds = Math.min(high, Math.floor(piles.high.length / n));
        const sixRounds = Math.min(six, Math.floor(piles.six.length / n));
        expect(pool.slice(0, highRounds).every((id) => (cards[id]?.mind as number) >= 7)).toBe(true);
        expect(pool.slice(highRounds, highRounds + sixRounds).every((id) => cards[id]?.mind === 6)).toBe(true);
        if (n <= 7) expect(sixRounds).toBe(six);
      }
      const dealt = [...deal.pools.flat(), ...deal.leftover].sort();
      expect(dealt).toEqual(deck.map((c) => c.id).sort());
    });

  it('deals never duplicate a card beyond its copies, all from the deck, same seed same deal (property)', () => {
    const deck = characterDeck();
    const copies = new Map<string, number>();
    for (const c of deck) copies.set(c.id, (copies.get(c.id) ?? 0) + 1);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 9 }), (seed, n) => {
        const deal = dealDraft(seedRng(seed), deck, n);
        const seen = new Map<string, number>();
        for (const id of [...deal.pools.flat(), ...deal.leftover]) seen.set(id, (seen.get(id) ?? 0) + 1);
        for (const [id, count] of seen) expect(count).toBeLessThanOrEqual(copies.get(id) ?? 0);
        expect(dealDraft(seedRng(seed), deck, n)).toEqual(deal);
      }),
      { numRuns: 200 },
    );
  });

  it('a short 7+ pile gives every seat the same number of them; a deck too small for twelve each is refused', () => {
    const cards = fixtures().cards;
    const short = characterDeck().filter((c) => (c.mind ?? 0) < 7).concat(draftPiles(characterDeck()).high.slice(0, 4));
    const deal = dealDraft(seedRng(1), short, 5);
    expect(deal.pools.every((p) => p.length === 12)).toBe(true);
    // No seat was dealt a 7+ character in the first round, since four cannot go round five seats.
    expect(deal.pools.every((p) => cards[p[0] as string]?.mind === 6)).toBe(true);
    expect(() => dealDraft(seedRng(1), characterDeck().slice(0, 50), 5)).toThrow(/has 50 characters; 5 players need 60/);
  });
});

describe('starting companies (step 2) and influence', () => {
  const cards = () => fixtures().cards;
  it('"respecting the normal Minion starting company limitations of six characters and 20 total Mind"', () => {
    const deal = dealDraft(seedRng('companies'), characterDeck(), 5);
    const pool = deal.pools[0] as string[];
    const cheap = [...pool].sort((a, b) => (cards()[a]?.mind ?? 0) - (cards()[b]?.mind ?? 0));
    // The cheapest characters up to 20 mind and six of them are legal; one more breaks a limit.
    const legal: string[] = [];
    for (const id of cheap) if (legal.length < 6 && legal.reduce((s, x) => s + (cards()[x]?.mind ?? 0), 0) + (cards()[id]?.mind ?? 0) <= 20) legal.push(id);
    expect(startingCompanyProblems(pool, [legal], cards())).toEqual([]);
    const over = cheap.find((id) => !legal.includes(id)) as string;
    expect(startingCompanyProblems(pool, [legal.slice(0, 3), [...legal.slice(3), over]], cards()).join(' ')).toMatch(/at most (6|20)/);
    const stranger = characterDeck().find((c) => !pool.includes(c.id)) as EngineCard;
    expect(startingCompanyProblems(pool, [[stranger.id]], cards())).toEqual([`${stranger.name} is not in this player's draft pool`]);
  });
});

describe('starting hands (step 6)', () => {
  it('"eight cards from the Play Deck … draw one fewer card … for each Ringwraith follower"; "five cards from the Marshalling Point Deck" or "2 cards from the Ring Deck and 3 cards from the Marshalling Point Deck"', () => {
    expect([0, 1, 2].map(playHandSize)).toEqual([8, 7, 6]);
    expect(treasureHandMix(false)).toEqual({ ring: 0, mp: 5 });
    expect(treasureHandMix(true)).toEqual({ ring: 2, mp: 3 });
    const f = all();
    const ids = (pred: (c: EngineCard) => boolean) => f.filter(pred).map((c) => c.id);
    const decks = {
      play: ids((c) => c.type === 'Hazard').slice(0, 100),
      mp: ids((c) => c.type === 'Resource' && c.mp > 0 && c.itemClass !== 'special').slice(0, 60),
      ring: ids((c) => c.itemClass === 'special' && c.ringKind !== null).slice(0, 10),
    };
    const { hands, decks: after } = drawStartingHands(decks, [
      { followers: 2, hasWhispers: false },
      { followers: 0, hasWhispers: true },
    ]);
    expect(hands.map((h) => h.play.length)).toEqual([6, 8]);
    expect(hands[1]?.treasure.filter((id) => decks.ring.includes(id))).toHaveLength(2);
    expect(hands[0]?.treasure.every((id) => decks.mp.includes(id))).toBe(true);
    expect(after.play).toHaveLength(100 - 14);
    expect(after.mp).toHaveLength(60 - 8);
    expect(after.ring).toHaveLength(8);
    expect(decks.play).toHaveLength(100);
  });
});

describe('the whole setup order for 2, 5, 7 and 9 players', () => {
  for (const n of [2, 5, 7, 9])
    it(`${n} players: seats by dice, Ringwraiths and followers, twelve characters each, hands of 8 less followers`, () => {
      const rng = seedRng(`dark-arda-${n}`);
      const seating = rollForSeats(rng, n);
      // Every seat takes a follower when offered one, so followers shrink the Play hand.
      const sel = selectRingwraiths(ringwraiths(), seating.pickOrder, firstAvailable);
      const deal = dealDraft(rng, characterDeck(), n);
      const hazards = all().filter((c) => c.type === 'Hazard').map((c) => c.id);
      const mp = all().filter((c) => c.type === 'Resource' && c.mp > 0).map((c) => c.id);
      const { hands } = drawStartingHands({ play: hazards, mp, ring: [] }, sel.followersOf.map((f) => ({ followers: f.length, hasWhispers: false })));
      const followers = sel.followersOf.flat().length;
      // Nine Ringwraiths: with n players 9 − n are left, the Witch-king and Khamûl take up to three, Ûvatha one more.
      expect(followers).toBeLessThanOrEqual(Math.min(9 - n, 4));
      expect(new Set([...sel.avatarOf, ...sel.followersOf.flat(), ...sel.setAside]).size).toBe(9);
      expect(deal.pools.every((p) => p.length === 12)).toBe(true);
      hands.forEach((h, seat) => {
        expect(h.play).toHaveLength(8 - (sel.followersOf[seat] as string[]).length);
        expect(h.treasure).toHaveLength(5);
      });
      if (n === 2) expect(followers).toBeGreaterThan(0);
      if (n === 9) expect(followers).toBe(0);
    });
});
