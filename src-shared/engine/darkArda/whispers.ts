/**
 * Whispers of Rings in Dark Arda ("Whispers of Rings and the Ring Deck"): "allows the player who chooses it to play up to two
 * ring items underneath it … players who select Whispers of Rings … may draw 2 cards from the Ring Deck and 3 cards from the
 * Marshalling Point Deck … Both of those drawn ring cards may immediately be played under the Whispers of Rings card on the
 * first turn." The card: "During your organization phase, you may take one ring special item … and place it 'off to the side'
 * with this card … A maximum of two items may be with this card at one time." "The unselected cards under a Whispers of Rings
 * card are not discarded. They remain there unless brought into play. They can be replaced by new ring cards after one is
 * brought into play."
 *
 * `saveRing { inst, whispers }`: in the organization phase, a ring special item (not The One Ring) from the Treasure (MP) hand
 * goes under the player's Whispers of Rings (GameState.whispers), at most two there; ring tests read them (darkArda/ringTest.ts).
 * The text sets no limit of one per phase for Dark Arda's setup rings ("Both … may immediately be played"), so none is kept.
 */
import { actionShape, count, inst } from '../actionFields';
import { reject } from '../errors';
import { nameKey } from '../facts';
import type { Handler } from '../phases/handler';
import { cardOf, drawFrom, MP_HAND_SIZE, player, removeFrom, setZones, type Ctx } from '../state';
import type { GameState, Rejection, Step } from '../types';
import { isDarkArda } from './profile';

export const WHISPERS_MAX = 2;
export const WHISPERS_KEY = nameKey('Whispers of Rings');

/** The seat's Whispers of Rings in play. */
export function ownWhispers(s: GameState, seat: number): number[] {
  return player(s, seat).playArea.filter((inst) => cardOf(s, inst).key === WHISPERS_KEY);
}

function savable(s: GameState, inst: number): boolean {
  const card = cardOf(s, inst);
  return card.ringKind !== null && card.ringKind !== 'one' && card.itemClass === 'special';
}

function saveProblem(s: GameState, seat: number, inst: number, whispers: number): Rejection | null {
  if (!isDarkArda(s)) return reject('PROFILE', 'cardText', 'rings are saved this way only in Dark Arda');
  if (s.stack[s.stack.length - 1]?.kind !== 'organization' || s.turn.active !== seat) return reject('PHASE', 'phase', '"During your organization phase"');
  if (!ownWhispers(s, seat).includes(whispers)) return reject('NO_WHISPERS', 'cardText', 'your Whispers of Rings in play');
  if (!player(s, seat).mpHand.includes(inst) || !savable(s, inst)) return reject('NOT_RING', 'cardText', 'a ring special item (except for The One Ring) from your Treasure hand');
  if ((s.whispers?.[whispers] ?? []).length >= WHISPERS_MAX) return reject('FULL', 'cardText', '"A maximum of two items may be with this card at one time"');
  return null;
}

export const saveRing: Handler<'saveRing'> = {
  schema: actionShape('saveRing', { inst, whispers: inst }),
  steps: ['organization'],
  legal: (s, seat) => {
    if (!isDarkArda(s)) return [];
    const out: { type: 'saveRing'; inst: number; whispers: number }[] = [];
    for (const whispers of ownWhispers(s, seat)) for (const inst of player(s, seat).mpHand) if (!saveProblem(s, seat, inst, whispers)) out.push({ type: 'saveRing', inst, whispers });
    return out;
  },
  check: (s, seat, a) => saveProblem(s, seat, a.inst, a.whispers),
  apply: (s, seat, a, ctx) => {
    removeFrom(player(s, seat).mpHand, a.inst);
    s.whispers ??= {};
    (s.whispers[a.whispers] ??= []).push(a.inst);
    ctx.events.push({ type: 'saveRing', seat, card: s.cardOf[a.inst], whispers: a.whispers });
  },
};

// ——— Treasure-hand refills ("Whispers of Rings and the Ring Deck") ———

function fillTreasure(s: GameState, seat: number, ctx: Ctx): void {
  const p = player(s, seat);
  while (p.mpHand.length < MP_HAND_SIZE) {
    const inst = drawFrom(s, p.alignment, 'mp', ctx);
    if (inst === null) break;
    p.mpHand.push(inst);
  }
}

/**
 * "The player can then choose to draw from the Ring Deck when they would normally draw from the Marshalling Points Deck and
 * place the ring or rings drawn under the Whisper card": offered when the seat's Whispers of Rings has room ("A maximum of two
 * items") and the Ring deck (or its discard, reshuffled) has cards; up to as many as the hand is short.
 */
function ringDrawOffer(s: GameState, seat: number, short: number): Step | null {
  if (!isDarkArda(s)) return null;
  const whispers = ownWhispers(s, seat).find((w) => (s.whispers?.[w]?.length ?? 0) < WHISPERS_MAX);
  if (whispers === undefined) return null;
  const z = setZones(s, player(s, seat).alignment);
  const max = Math.min(short, WHISPERS_MAX - (s.whispers?.[whispers]?.length ?? 0), z.decks.ring.length + z.discards.ring.length);
  return max > 0 ? { kind: 'ringDraw', seat, whispers, max } : null;
}

/**
 * The Treasure (MP) hand back to five, as hand resolution does (hands.ts) — unless it is held ("does not refill his Marshalling
 * Points hand as normal until the end of his or her first turn as an active player"; "until after his or her next turn"), or the
 * seat may draw rings for its Whispers of Rings instead (a `ringDraw` decision).
 */
export function refillTreasure(s: GameState, seat: number, ctx: Ctx, turnOver: boolean): void {
  const p = player(s, seat);
  const until = p.treasureHeldUntil;
  if (until !== undefined) {
    if (p.turnsTaken < until || (p.turnsTaken === until && !turnOver)) return;
    delete p.treasureHeldUntil;
  }
  const short = MP_HAND_SIZE - p.mpHand.length;
  if (short <= 0) return;
  if (s.stack.some((step) => step.kind === 'ringDraw' && step.seat === seat)) return;
  const offer = ringDrawOffer(s, seat, short);
  if (offer) s.stack.push(offer);
  else fillTreasure(s, seat, ctx);
}

function ringDrawStep(s: GameState, seat: number): Extract<Step, { kind: 'ringDraw' }> | null {
  const step = s.stack[s.stack.length - 1];
  return step?.kind === 'ringDraw' && step.seat === seat ? step : null;
}

export const drawRings: Handler<'drawRings'> = {
  schema: actionShape('drawRings', { count: count(2) }),
  steps: ['ringDraw'],
  legal: (s, seat) => {
    const step = ringDrawStep(s, seat);
    return step ? Array.from({ length: step.max + 1 }, (_, count) => ({ type: 'drawRings' as const, count })) : [];
  },
  check: (s, seat, a) => {
    const step = ringDrawStep(s, seat);
    if (!step) return reject('PHASE', 'phase', 'no Treasure-hand refill waits for your choice');
    if (!Number.isInteger(a.count) || a.count < 0 || a.count > step.max)
      return reject('RING_COUNT', 'cardText', `draw 0 to ${step.max} rings: "A maximum of two items may be with this card at one time"`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const step = ringDrawStep(s, seat) as Extract<Step, { kind: 'ringDraw' }>;
    s.stack.pop();
    // The Whispers card left play before the choice was made: the refill is the normal one.
    if (a.count === 0 || !ownWhispers(s, seat).includes(step.whispers)) {
      fillTreasure(s, seat, ctx);
      return;
    }
    const p = player(s, seat);
    const saved: string[] = [];
    for (let k = 0; k < a.count; k++) {
      const inst = drawFrom(s, p.alignment, 'ring', ctx);
      if (inst === null) break;
      // The One Ring cannot go under it ("except for The One Ring"): it joins the Treasure hand.
      if (!savable(s, inst)) {
        p.mpHand.push(inst);
        continue;
      }
      s.whispers ??= {};
      (s.whispers[step.whispers] ??= []).push(inst);
      saved.push(s.cardOf[inst] as string);
    }
    // "That player does not refill his or her Treasure Hand to five cards until after his or her next turn."
    p.treasureHeldUntil = p.turnsTaken + 1;
    ctx.events.push({ type: 'ringDraw', seat, cards: saved, whispers: step.whispers });
  },
};
