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
import { reject } from '../errors';
import { nameKey } from '../facts';
import type { Handler } from '../phases/handler';
import { cardOf, player, removeFrom } from '../state';
import type { GameState, Rejection } from '../types';
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
