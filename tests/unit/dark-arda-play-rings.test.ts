/**
 * Dark Arda "The Ring Deck": "Once a player tests a ring, that player makes a roll, then turns over the top four cards of the
 * Ring Deck. He or she may exchange the tested ring for any one of the revealed cards that matches the roll. If the testing
 * player also has a Whisper of Rings card in play, he can check those saved rings for a match as well. If there are no matches,
 * the tested ring is discarded. After resolving a ring test, the cards from the Ring Deck which were not selected are
 * discarded. If the Ring Deck runs out of cards, all of the discarded cards are immediately reshuffled to create a new Ring Deck."
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalActions } from '../../src-shared/engine';
import type { GameEvent } from '../../src-shared/engine/types';
import { darkKit } from './engine-fixtures/darkArdaPlay';
import type { RollEvent } from '../../src-shared/engine/events';

const MAGIC = ['Magic Ring of Delusion', 'Magic Ring of Enigma', 'Magic Ring of Fury', 'Magic Ring of Guile', 'Magic Ring of Lies'];
const DWARVEN = ['Dwarven Ring of Barin’s Tribe', 'Dwarven Ring of Durin’s Tribe'];

/** The Witch-king at Minas Morgul with Gorbag bearing A Little Gold Ring ("dwarven" on 9+, "magic" on 6 or less). */
function ringPosition(profile: 'dark-arda' | 'arda-revised', deck: string[], discard: string[] = []) {
  const k = darkKit(profile);
  const { chars } = k.company(0, ['The Witch-king', 'Gorbag'], 'Minas Morgul');
  const [wraith, gorbag] = chars as [number, number];
  k.s.players[0]!.avatarInPlay = wraith;
  const gold = k.item(gorbag, 'A Little Gold Ring');
  const z = k.s.sets.ringwraith!;
  z.decks.ring = deck.map((n) => k.spawn(n, 0));
  z.discards.ring = discard.map((n) => k.spawn(n, 0));
  for (const i of [...z.decks.ring, ...z.discards.ring]) k.s.deckOf[i] = 'ring';
  return { k, wraith, gorbag, gold, z };
}

function test(k: ReturnType<typeof darkKit>, wraith: number, gold: number, dice: [number, number]): GameEvent[] {
  k.rig(dice);
  return k.act(0, { type: 'testRing', tester: wraith, ring: gold });
}

/** The ring choice now offered ("may exchange … for any one of the revealed cards that matches the roll"), or null. */
function offered(k: ReturnType<typeof darkKit>): number[] | null {
  const top = k.s.stack[k.s.stack.length - 1];
  return top?.kind === 'ringChoice' ? top.matches : null;
}

const nameOf = (k: ReturnType<typeof darkKit>, inst: number) => k.s.catalog.cards[k.s.cardOf[inst] as string]?.name;

describe('Dark Arda: the Ring deck', () => {
  it('four revealed; the one matching the roll replaces the gold ring; the other three are discarded', () => {
    const { k, wraith, gorbag, gold, z } = ringPosition('dark-arda', [MAGIC[0]!, MAGIC[1]!, DWARVEN[0]!, MAGIC[2]!, DWARVEN[1]!]);
    const top4 = z.decks.ring.slice(0, 4);
    const fifth = z.decks.ring[4]!;
    const events = test(k, wraith, gold, [4, 6]);
    const roll = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest');
    expect(roll?.kinds).toContain('dwarven');
    expect((events.find((e) => e.type === 'ringDeckReveal')?.revealed as string[]).length).toBe(4);
    // The player chooses: the matching ring, or none.
    expect(offered(k)).toEqual([top4[2]]);
    expect(legalActions(k.s, 0)).toEqual([{ type: 'chooseRing', inst: top4[2] }, { type: 'chooseRing', inst: null }]);
    expect(k.refused(0, { type: 'chooseRing', inst: top4[0]! }).code).toBe('NO_MATCH');
    k.act(0, { type: 'chooseRing', inst: top4[2]! });
    const items = k.s.chars[gorbag]!.items;
    expect(items).toEqual([top4[2]]);
    expect(z.decks.ring).toEqual([fifth]);
    expect(new Set(z.discards.ring)).toEqual(new Set([top4[0], top4[1], top4[3]]));
    expect(k.where(gold)).toBe('discard');
  });

  it('"If there are no matches, the tested ring is discarded": roll 8 names no dwarven or magic ring; all four revealed go to the discard', () => {
    const { k, wraith, gorbag, gold, z } = ringPosition('dark-arda', [MAGIC[0]!, DWARVEN[0]!, MAGIC[1]!, DWARVEN[1]!]);
    const revealed = [...z.decks.ring];
    const events = test(k, wraith, gold, [4, 4]);
    expect(events.some((e) => e.type === 'ringNotFound')).toBe(true);
    expect(k.s.chars[gorbag]!.items).toEqual([]);
    expect(k.where(gold)).toBe('discard');
    expect(new Set(z.discards.ring)).toEqual(new Set(revealed));
  });

  it('only four are revealed: a match fifth in the deck is not found (Arda Revised draws until a match appears)', () => {
    const deck = [MAGIC[0]!, MAGIC[1]!, MAGIC[2]!, MAGIC[3]!, DWARVEN[0]!];
    const dark = ringPosition('dark-arda', deck);
    test(dark.k, dark.wraith, dark.gold, [4, 6]);
    expect(dark.k.s.chars[dark.gorbag]!.items).toEqual([]);
    const revised = ringPosition('arda-revised', deck);
    test(revised.k, revised.wraith, revised.gold, [4, 6]);
    expect(revised.k.s.chars[revised.gorbag]!.items.map((i) => nameOf(revised.k, i))).toEqual([DWARVEN[0]]);
  });

  it('a ring saved under Whispers of Rings is checked for a match as well, and leaves the Whispers', () => {
    const { k, wraith, gorbag, gold } = ringPosition('dark-arda', [MAGIC[0]!, MAGIC[1]!, MAGIC[2]!, MAGIC[3]!]);
    const whispers = k.inPlay(0, 'Whispers of Rings');
    const saved = k.spawn(DWARVEN[1]!, 0);
    k.s.whispers = { [whispers]: [saved] };
    test(k, wraith, gold, [5, 5]);
    expect(offered(k)).toEqual([saved]);
    const events = k.act(0, { type: 'chooseRing', inst: saved });
    expect(events.find((e) => e.type === 'ringFound')?.from).toBe('whispers');
    expect(k.s.chars[gorbag]!.items).toEqual([saved]);
    expect(k.s.whispers[whispers]).toEqual([]);
  });

  it('property: when the deck runs out the discards are reshuffled in; four are revealed while rings last and none is lost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (inDeck, inDiscard, d1, d2) => {
        const names = [...MAGIC, ...DWARVEN];
        const { k, wraith, gorbag, gold, z } = ringPosition('dark-arda', names.slice(0, inDeck), names.slice(inDeck, inDeck + inDiscard));
        const before = new Set([...z.decks.ring, ...z.discards.ring]);
        const events = test(k, wraith, gold, [d1, d2]);
        const choice = offered(k);
        if (choice) k.act(0, { type: 'chooseRing', inst: d1 % 2 === 0 ? choice[0]! : null });
        const revealed = events.find((e) => e.type === 'ringDeckReveal')?.revealed as string[];
        expect(revealed.length).toBe(Math.min(4, inDeck + inDiscard));
        const after = [...z.decks.ring, ...z.discards.ring, ...k.s.chars[gorbag]!.items];
        expect(new Set(after)).toEqual(before);
        expect(after.length).toBe(before.size);
        expect(k.where(gold)).toBe('discard');
      }),
      { numRuns: 30 },
    );
  });

  it('Whispers of Rings: "play up to two ring items underneath it" from the Treasure hand in the organization phase, then they count in tests', () => {
    const { k, wraith, gorbag, gold } = ringPosition('dark-arda', [MAGIC[0]!, MAGIC[1]!, MAGIC[2]!, MAGIC[3]!]);
    const whispers = k.inPlay(0, 'Whispers of Rings');
    const rings = [k.mpHand(0, DWARVEN[0]!), k.mpHand(0, MAGIC[4]!), k.mpHand(0, DWARVEN[1]!)];
    const one = k.mpHand(0, 'The One Ring');
    const offered = legalActions(k.s, 0).filter((a) => a.type === 'saveRing');
    expect(offered).toEqual(rings.map((inst) => ({ type: 'saveRing', inst, whispers })));
    expect(k.refused(0, { type: 'saveRing', inst: one, whispers }).code).toBe('NOT_RING');
    k.act(0, { type: 'saveRing', inst: rings[0]!, whispers });
    k.act(0, { type: 'saveRing', inst: rings[1]!, whispers });
    expect(k.refused(0, { type: 'saveRing', inst: rings[2]!, whispers }).message).toContain('A maximum of two items');
    expect(k.s.whispers?.[whispers]).toEqual([rings[0], rings[1]]);
    expect(k.where(rings[0]!)).not.toBe('mpHand');
    // Roll 10: dwarven; the four revealed are magic rings: the saved dwarven ring is taken.
    test(k, wraith, gold, [5, 5]);
    k.act(0, { type: 'chooseRing', inst: rings[0]! });
    expect(k.s.chars[gorbag]!.items).toEqual([rings[0]]);
    expect(k.s.whispers?.[whispers]).toEqual([rings[1]]);
    // Arda Revised: no such action.
    const revised = ringPosition('arda-revised', []);
    const w2 = revised.k.inPlay(0, 'Whispers of Rings');
    const r2 = revised.k.mpHand(0, DWARVEN[0]!);
    expect(revised.k.refused(0, { type: 'saveRing', inst: r2, whispers: w2 }).code).toBe('PROFILE');
  });

  it('"He or she may exchange": declining keeps no ring (the revealed ones are discarded); a computer player takes the match at once', () => {
    const human = ringPosition('dark-arda', [MAGIC[0]!, DWARVEN[0]!, MAGIC[1]!, MAGIC[2]!]);
    const dwarven = human.z.decks.ring[1]!;
    test(human.k, human.wraith, human.gold, [4, 6]);
    const events = human.k.act(0, { type: 'chooseRing', inst: null });
    expect(events.some((e) => e.type === 'ringDeclined')).toBe(true);
    expect(human.k.s.chars[human.gorbag]!.items).toEqual([]);
    expect(human.z.discards.ring).toContain(dwarven);
    const bot = ringPosition('dark-arda', [MAGIC[0]!, DWARVEN[0]!, MAGIC[1]!, MAGIC[2]!]);
    bot.k.s.players[0]!.kind = 'bot';
    const taken = bot.z.decks.ring[1]!;
    test(bot.k, bot.wraith, bot.gold, [4, 6]);
    expect(offered(bot.k)).toBeNull();
    expect(bot.k.s.chars[bot.gorbag]!.items).toEqual([taken]);
    expect(bot.z.discards.ring).not.toContain(taken);
  });
});
