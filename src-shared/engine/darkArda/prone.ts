/**
 * Dark Arda "Prone to Violence Rule": "At the beginning of the game, a copy of the Minion Resource card Prone to Violence
 * (Middle Earth: The Balrog) is considered to be in play. This means that any company that does not contain a Ringwraith may
 * attack other companies that don't contain a Ringwraith! When someone draws an actual copy of the Prone to Violence, that person
 * may immediately play the card, even if it is not their turn, and draw a new card to replace it. If someone removes Prone to
 * Violence from play using a player card effect, attacking others is no longer an option until a new copy can be played from the
 * Play Deck. You cannot play cards targeting and removing a Prone to Violence until someone actually places the card into play."
 *
 * State: GameState.proneToViolence — absent / 'virtual' (the virtual copy), the real copy's instance, or null (removed). A real
 * copy counts while it is in a play area; once it has left (discarded by a card, or "Discard when any play deck is exhausted"
 * from its own text) attacking stops until another copy is played.
 */
import { actionShape, inst } from '../actionFields';
import { reject } from '../errors';
import { cardOf, drawFrom, player, removeFrom, type Ctx } from '../state';
import type { Company, GameState, Rejection } from '../types';
import { TURN_STEPS, type Handler } from '../phases/handler';
import { isDarkArda } from './profile';

const PRONE_KEY = 'prone to violence';

/**
 * Whether a Prone to Violence (virtual or real) is in play now. Other profiles (Arda Revised with several Ringwraith players):
 * a copy played from the hand as a resource event (its definition, cards/defs/prone-to-violence.ts), while it is in a play area.
 */
export function proneInPlay(s: GameState): boolean {
  if (!isDarkArda(s)) return s.players.some((p) => p.playArea.some((i) => cardOf(s, i).key === PRONE_KEY));
  const flag = s.proneToViolence;
  if (flag === undefined || flag === 'virtual') return true;
  if (flag === null) return false;
  return s.players.some((p) => p.playArea.includes(flag));
}

/** The real copy in play, if one is. */
function realCopyInPlay(s: GameState): boolean {
  return typeof s.proneToViolence === 'number' && proneInPlay(s);
}

export function containsRingwraith(s: GameState, co: Company): boolean {
  return co.chars.some((ch) => cardOf(s, ch).race === 'Ringwraith');
}

/** Company-vs-company between two companies of one alignment: only under Prone to Violence, neither containing a Ringwraith. */
export function proneAllowsAttack(s: GameState, attacker: Company, target: Company): boolean {
  return proneInPlay(s) && !containsRingwraith(s, attacker) && !containsRingwraith(s, target);
}

function copiesInHand(s: GameState, seat: number): number[] {
  return player(s, seat).hand.filter((inst) => cardOf(s, inst).key === PRONE_KEY);
}

function proneProblem(s: GameState, seat: number, inst: number): Rejection | null {
  if (!isDarkArda(s)) return reject('PROFILE', 'prone', 'Prone to Violence is played this way only in Dark Arda');
  if (!player(s, seat).hand.includes(inst) || cardOf(s, inst).key !== PRONE_KEY) return reject('NOT_IN_HAND', 'unknownCard', 'a Prone to Violence from your hand');
  if (player(s, seat).out) return reject('OUT', 'prone', 'your Ringwraith has been eliminated');
  // The card: "Cannot be duplicated." The virtual copy is replaced by the real one.
  if (realCopyInPlay(s)) return reject('IN_PLAY', 'unique', 'Prone to Violence "Cannot be duplicated": a copy is in play');
  return null;
}

export const playProneToViolence: Handler<'playProneToViolence'> = {
  schema: actionShape('playProneToViolence', { inst }),
  // "even if it is not their turn" (out of turn: phases/trade.ts OUT_OF_TURN).
  steps: TURN_STEPS,
  legal: (s, seat) => (isDarkArda(s) && !realCopyInPlay(s) && !player(s, seat).out ? copiesInHand(s, seat).map((inst) => ({ type: 'playProneToViolence' as const, inst })) : []),
  check: (s, seat, a) => proneProblem(s, seat, a.inst),
  apply: (s, seat, a, ctx: Ctx) => {
    const p = player(s, seat);
    removeFrom(p.hand, a.inst);
    ctx.events.push({ type: 'playProneToViolence', seat, card: s.cardOf[a.inst] });
    // "and draw a new card to replace it" (drawn first: a reshuffle it causes happened before the card was in play).
    const next = drawFrom(s, p.alignment, 'play', ctx);
    if (next !== null) p.hand.push(next);
    p.playArea.push(a.inst);
    s.proneToViolence = a.inst;
    // Its own text: "Discard when any play deck is exhausted."
    s.discardOnExhaust = [...(s.discardOnExhaust ?? []), a.inst];
  },
};
