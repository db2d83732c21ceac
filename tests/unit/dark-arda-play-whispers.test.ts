/**
 * Dark Arda "Whispers of Rings and the Ring Deck" (../shared/rules/dark-arda-minion.txt), the Treasure-hand side:
 * - setup: "this player does not refill his Marshalling Points hand as normal until the end of his or her first turn as an
 *   active player";
 * - later: "The player can then choose to draw from the Ring Deck when they would normally draw from the Marshalling Points
 *   Deck and place the ring or rings drawn under the Whisper card. That player does not refill his or her Treasure Hand to
 *   five cards until after his or her next turn.";
 * - "Whispers of Rings claimed as a minor item (by tapping a character at a site where a minor item is playable) is
 *   immediately put into play unattached to a character."
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { describeDecision } from '../../src-shared/play/decision';
import { describeAction } from '../../src-shared/play/describe';
import { toDiscard } from '../../src-shared/engine/state';
import type { ScenarioKit } from '../cards/kit/kit';
import { darkKit } from './engine-fixtures/darkArdaPlay';
import { fixtures } from './engine-fixtures/fixtures';

const MAGIC = ['Magic Ring of Delusion', 'Magic Ring of Enigma', 'Magic Ring of Fury', 'Magic Ring of Guile', 'Magic Ring of Lies'];

/** Seat 0 (the Witch-king and Gorbag at Minas Morgul) with a Treasure hand of `held` MP cards, an MP deck and a Ring deck. */
function position(profile: 'dark-arda' | 'arda-revised', options: { held: number; rings?: string[]; whispers?: boolean }) {
  const k = darkKit(profile);
  const { chars } = k.company(0, ['The Witch-king', 'Gorbag'], 'Minas Morgul');
  k.s.players[0]!.avatarInPlay = chars[0]!;
  k.company(1, ['Khamûl the Easterling'], 'Dol Guldur');
  const z = k.s.sets.ringwraith!;
  const mpNames = Object.values(fixtures().cards).filter((c) => c.type === 'Resource' && c.mp > 0 && !c.eventKind && c.alignment === 'Minion' && !c.ringKind).slice(0, 12).map((c) => c.name);
  z.decks.mp = mpNames.map((n) => k.spawn(n, 0));
  for (const i of z.decks.mp) k.s.deckOf[i] = 'mp';
  for (let n = 0; n < options.held; n++) k.s.players[0]!.mpHand.push(z.decks.mp.shift()!);
  z.decks.ring = (options.rings ?? []).map((n) => k.spawn(n, 0));
  for (const i of z.decks.ring) k.s.deckOf[i] = 'ring';
  const whispers = options.whispers === false ? null : k.inPlay(0, 'Whispers of Rings');
  return { k, z, whispers, p: k.s.players[0]! };
}

/** Ends seat `seat`'s turn through the engine's end-of-turn (hand resolution), stopping at any decision it raises. */
function endTurnOf(k: ScenarioKit, seat: number): void {
  k.s.turn.active = seat;
  k.s.turn.firstHazard = 1 - seat;
  k.s.stack = [{ kind: 'endTurn', stage: 'active' }];
  for (let guard = 0; guard < 6; guard++) {
    const top = k.s.stack[k.s.stack.length - 1];
    if (!top || top.kind === 'ringDraw' || top.kind === 'organization' || top.kind === 'gameOver') return;
    const who = top.kind === 'endTurn' && top.stage === 'hazard' ? 1 - seat : seat;
    const legal = k.legal(who);
    k.act(who, legal.find((a) => a.type === 'endPhase') ?? legal.find((a) => a.type === 'discard') ?? legal[0]!);
  }
}

describe('Dark Arda: Whispers of Rings and the Treasure hand', () => {
  it('"does not refill his Marshalling Points hand as normal until the end of his or her first turn as an active player"', () => {
    const { k, p } = position('dark-arda', { held: 3, whispers: false });
    p.turnsTaken = 0;
    p.treasureHeldUntil = 1;
    // Before his first turn, as the other player's hazard player: no refill.
    endTurnOf(k, 1);
    expect(p.mpHand).toHaveLength(3);
    // His first turn ends: the hand is refilled to five, and the wait is over.
    p.turnsTaken = 1;
    endTurnOf(k, 0);
    expect(p.mpHand).toHaveLength(5);
    expect(p.treasureHeldUntil).toBeUndefined();
  });

  it('"choose to draw from the Ring Deck when they would normally draw from the Marshalling Points Deck": up to the room under the card', () => {
    const { k, z, whispers, p } = position('dark-arda', { held: 2, rings: [MAGIC[0]!, MAGIC[1]!, MAGIC[2]!] });
    const top2 = z.decks.ring.slice(0, 2);
    endTurnOf(k, 0);
    expect(k.top()).toEqual({ kind: 'ringDraw', seat: 0, whispers, max: 2 });
    expect(legalActions(k.s, 0)).toEqual([0, 1, 2].map((count) => ({ type: 'drawRings', count })));
    expect(k.refused(0, { type: 'drawRings', count: 3 }).message).toContain('A maximum of two items may be with this card at one time');
    expect(k.refused(1, { type: 'drawRings', count: 1 }).code).toBe('NOT_YOUR_DECISION');
    const events = k.act(0, { type: 'drawRings', count: 2 });
    expect(k.s.whispers?.[whispers!]).toEqual(top2);
    expect(events.some((e) => e.type === 'ringDraw')).toBe(true);
    // "That player does not refill his or her Treasure Hand to five cards until after his or her next turn."
    expect(p.mpHand).toHaveLength(2);
    expect(p.treasureHeldUntil).toBe(p.turnsTaken + 1);
    endTurnOf(k, 1);
    expect(p.mpHand).toHaveLength(2);
    p.turnsTaken++;
    endTurnOf(k, 0);
    // The Whispers is full now: the refill is the normal one.
    expect(p.mpHand).toHaveLength(5);
  });

  it('the decision reads as the text has it, and a computer player draws rings only when a gold ring waits to be tested', () => {
    const { k } = position('dark-arda', { held: 3, rings: [MAGIC[0]!, MAGIC[1]!] });
    endTurnOf(k, 0);
    const view = viewFor(k.s, 0);
    expect(describeDecision(view)?.title).toBe('P0: draw up to 2 rings for Whispers of Rings, or the Treasure hand as normal');
    expect(describeDecision(view)?.detail).toContain('"The player can then choose to draw from the Ring Deck when they would normally draw from the Marshalling Points Deck');
    expect(describeAction({ view }, 0, { type: 'drawRings', count: 0 })).toBe('Draw the Treasure hand as normal');
    expect(describeAction({ view }, 0, { type: 'drawRings', count: 2 })).toBe('Draw 2 rings from the Ring deck for Whispers of Rings (no Treasure-hand refill until after your next turn)');
    expect(chooseAction(k.s, 0)).toEqual({ type: 'drawRings', count: 0 });
    k.mpHand(0, 'A Little Gold Ring');
    expect(chooseAction(k.s, 0)).toEqual({ type: 'drawRings', count: 2 });
  });

  it('drawing no ring refills the Treasure hand as normal, at once', () => {
    const { k, z, whispers, p } = position('dark-arda', { held: 4, rings: [MAGIC[0]!] });
    endTurnOf(k, 0);
    expect(k.top()).toEqual({ kind: 'ringDraw', seat: 0, whispers, max: 1 });
    k.act(0, { type: 'drawRings', count: 0 });
    expect(p.mpHand).toHaveLength(5);
    expect(z.decks.ring).toHaveLength(1);
    expect(p.treasureHeldUntil).toBeUndefined();
  });

  it('The One Ring cannot go under it ("except for The One Ring"): drawn, it joins the Treasure hand', () => {
    const { k, whispers, p } = position('dark-arda', { held: 3, rings: ['The One Ring', MAGIC[0]!] });
    endTurnOf(k, 0);
    k.act(0, { type: 'drawRings', count: 2 });
    expect(k.s.whispers?.[whispers!]?.map((i) => k.s.catalog.cards[k.s.cardOf[i] as string]?.name)).toEqual([MAGIC[0]]);
    expect(p.mpHand.map((i) => k.s.catalog.cards[k.s.cardOf[i] as string]?.name)).toContain('The One Ring');
  });

  it('no offer without room, without rings, or outside Dark Arda: the Treasure hand refills as normal', () => {
    fc.assert(
      fc.property(fc.constantFrom('full', 'no-rings', 'arda-revised', 'no-whispers'), fc.integer({ min: 0, max: 4 }), (kind, held) => {
        const { k, whispers, p } = position(kind === 'arda-revised' ? 'arda-revised' : 'dark-arda', { held, rings: kind === 'no-rings' ? [] : [MAGIC[0]!], whispers: kind !== 'no-whispers' });
        if (kind === 'full' && whispers !== null) k.s.whispers = { [whispers]: [k.spawn(MAGIC[3]!, 0), k.spawn(MAGIC[4]!, 0)] };
        endTurnOf(k, 0);
        expect(k.s.stack.some((s) => s.kind === 'ringDraw')).toBe(false);
        expect(p.mpHand).toHaveLength(5);
      }),
      { numRuns: 40 },
    );
  });

  it('"Whispers of Rings claimed as a minor item (by tapping a character at a site …) is immediately put into play unattached to a character"', () => {
    const k = darkKit();
    const co = k.company(0, ['The Witch-king', 'Gorbag', 'Shagrat'], 'Minas Morgul');
    const [, gorbag] = co.chars as [number, number, number];
    const whispers = k.spawn('Whispers of Rings', 0);
    k.s.sets.ringwraith!.faceUp.minor.push(whispers);
    k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: co.id, stage: 'minor' }];
    k.act(0, { type: 'playMinorItem', inst: whispers, character: gorbag });
    expect(k.s.players[0]!.playArea).toContain(whispers);
    expect(k.s.chars[gorbag]!.items).not.toContain(whispers);
    expect(k.s.status[gorbag]).toBe('tapped');
  });
});

describe('Dark Arda: Whispers of Rings leaving play', () => {
  it('its saved rings go with it to the Ring discard (kept "off to the side" with the card)', () => {
    const { k, z, whispers } = position('dark-arda', { held: 5 });
    const rings = [k.spawn(MAGIC[0]!, 0), k.spawn(MAGIC[1]!, 0)];
    for (const r of rings) k.s.deckOf[r] = 'ring';
    k.s.whispers = { [whispers!]: [...rings] };
    k.s.players[0]!.playArea.splice(k.s.players[0]!.playArea.indexOf(whispers!), 1);
    toDiscard(k.s, whispers!, { events: [] });
    expect(k.s.whispers?.[whispers!]).toBeUndefined();
    expect(z.discards.ring).toEqual(rings);
  });
});
