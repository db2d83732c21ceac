/**
 * Trading between non-active players (Arda Revised §10 "Playing and drawing cards"):
 * "Each player that is not an active resource player may freely trade resources from both Play
 * hand and MP hand, but only on a one-on-one basis (e.g. 1 MP card for 1 MP card). This may be
 * done at any time during the turn. Nb. Hazards may not be traded!"
 *
 * Design (each choice deliberate):
 * - Two steps, both seats confirming: `offerTrade { to, give }` names the card given (a resource
 *   of the offering seat's Play or MP hand) and so the hand the card wanted comes from; the
 *   receiver sees the offered card (viewFor shows it to him only) but the offering seat does not
 *   see the receiver's hand, so the receiver picks the card given back: `answerTrade { from, give }`
 *   with one resource of the same hand (Play for Play, MP for MP, as the rule's "1 MP card for
 *   1 MP card"; both hands keep their sizes), or `give: null` to decline. `withdrawTrade` takes an
 *   offer back; a new offer replaces the seat's earlier one.
 * - "At any time during the turn": these three actions are out-of-turn actions. `checkAction`
 *   accepts them from any non-active seat whether or not it is that seat's decision (the engine's
 *   one-decider-at-a-time rule does not apply: they change two hands and nothing else), and
 *   `legalActions` lists them for a human non-active seat also when another seat decides. An
 *   offer stays open until answered, withdrawn, or the turn ends (it is valid only during the turn
 *   it was made, and only while the offered card is still in the offering hand).
 * - Only resources of the receiver's set change hands (Wizard and Ringwraith players draw from
 *   separate sets, Arda Revised §2: a card of the other set could never be played by him), so in
 *   practice trades are between players of one alignment.
 * - Computer players decline every offer (an offer to one is refused at once, code DECLINED) and
 *   never offer: `legalActions` lists trade actions to human seats only.
 */
import { actionShape, inst, instOrNull, seatNumber } from '../actionFields';
import { activeSeatsNow, allStacks } from '../simultaneous/lanes';
import { cardOf, player, removeFrom } from '../state';
import type { Action, GameState, Rejection, TradeOffer } from '../types';
import { TURN_STEPS, type Handler } from './handler';
import { playProneToViolence } from '../darkArda/prone';

export const TRADE_RULE =
  'Arda Revised §10: "Each player that is not an active resource player may freely trade resources from both Play hand and MP hand, but only on a one-on-one basis (e.g. 1 MP card for 1 MP card). This may be done at any time during the turn. Nb. Hazards may not be traded!"';

/** Actions a seat may take when it is not its decision ("at any time during the turn"). */
export const OUT_OF_TURN: ReadonlySet<Action['type']> = new Set<Action['type']>(['offerTrade', 'answerTrade', 'withdrawTrade', 'playProneToViolence']);

function no(code: string, message: string): Rejection {
  return { code, rule: TRADE_RULE, message };
}

/** "This may be done at any time during the turn": with simultaneous turns, while any active seat's turn runs. */
function inTurn(s: GameState): boolean {
  if (s.result || s.turn.number === 0) return false;
  return allStacks(s).some((stack) => {
    const step = stack[stack.length - 1];
    return step !== undefined && TURN_STEPS.includes(step.kind);
  });
}

/** A player who may trade now: in the game and not the active (resource) player. */
function mayTrade(s: GameState, seat: number): boolean {
  const p = s.players[seat];
  return Boolean(p && !p.out && !activeSeatsNow(s).includes(seat));
}

function handOf(s: GameState, seat: number, hand: 'play' | 'mp'): number[] {
  const p = player(s, seat);
  return hand === 'play' ? p.hand : p.mpHand;
}

function whichHand(s: GameState, seat: number, inst: number): 'play' | 'mp' | null {
  const p = player(s, seat);
  return p.hand.includes(inst) ? 'play' : p.mpHand.includes(inst) ? 'mp' : null;
}

/** A card `seat` may hand to `to`: a resource of `to`'s set. */
function tradeable(s: GameState, inst: number, to: number): boolean {
  return cardOf(s, inst).type === 'Resource' && s.alignOf[inst] === player(s, to).alignment;
}

/** Offers that still stand: made this turn, between players who may trade, the offered card still in the offering hand. */
export function openOffers(s: GameState): TradeOffer[] {
  if (!inTurn(s)) return [];
  return (s.trades ?? []).filter((o) => o.turn === s.turn.number && mayTrade(s, o.from) && mayTrade(s, o.to) && handOf(s, o.from, o.hand).includes(o.give));
}

function offerFrom(s: GameState, seat: number): TradeOffer | undefined {
  return openOffers(s).find((o) => o.from === seat);
}

function isHuman(s: GameState, seat: number): boolean {
  return s.players[seat]?.kind === 'human';
}

export const offerTrade: Handler<'offerTrade'> = {
  schema: actionShape('offerTrade', { to: seatNumber, give: inst }),
  steps: TURN_STEPS,
  legal: (s, seat) => {
    if (!inTurn(s) || !mayTrade(s, seat) || !isHuman(s, seat)) return [];
    const p = player(s, seat);
    const partners = s.players.filter((q) => q.seat !== seat && q.kind === 'human' && mayTrade(s, q.seat)).map((q) => q.seat);
    return partners.flatMap((to) =>
      [...p.hand, ...p.mpHand]
        // Whatever the partner holds (his hand is hidden: he may decline).
        .filter((inst) => tradeable(s, inst, to))
        .map((give) => ({ type: 'offerTrade' as const, to, give })),
    );
  },
  check: (s, seat, a) => {
    if (!inTurn(s)) return no('PHASE', 'cards are traded during a turn');
    if (!mayTrade(s, seat)) return no('ACTIVE', 'the active player may not trade');
    if (a.to === seat || !s.players[a.to]) return no('PARTNER', 'offer the trade to another player');
    if (!mayTrade(s, a.to)) return no('PARTNER', 'only players that are not the active player may trade');
    if (!Number.isInteger(a.give) || whichHand(s, seat, a.give) === null) return no('NOT_IN_HAND', 'the card is not in your Play hand or MP hand');
    if (cardOf(s, a.give).type !== 'Resource') return no('HAZARD', 'only resources may be traded (hazards may not be traded)');
    if (!tradeable(s, a.give, a.to)) return no('SET', `${player(s, a.to).name} plays the other set: he could not use this card`);
    if (!isHuman(s, a.to)) return no('DECLINED', `${player(s, a.to).name} (a computer player) declines trades`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const hand = whichHand(s, seat, a.give) as 'play' | 'mp';
    const replaced = offerFrom(s, seat);
    s.trades = [...openOffers(s).filter((o) => o.from !== seat), { from: seat, to: a.to, give: a.give, hand, turn: s.turn.number }];
    if (replaced) ctx.events.push({ type: 'tradeWithdrawn', seat, to: replaced.to });
    ctx.events.push({ type: 'tradeOffered', seat, to: a.to, hand });
  },
};

export const answerTrade: Handler<'answerTrade'> = {
  schema: actionShape('answerTrade', { from: seatNumber, give: instOrNull }),
  steps: TURN_STEPS,
  legal: (s, seat) => {
    if (!isHuman(s, seat)) return [];
    return openOffers(s)
      .filter((o) => o.to === seat)
      .flatMap((o) => [
        ...handOf(s, seat, o.hand).filter((inst) => tradeable(s, inst, o.from)).map((give) => ({ type: 'answerTrade' as const, from: o.from, give })),
        { type: 'answerTrade' as const, from: o.from, give: null },
      ]);
  },
  check: (s, seat, a) => {
    const offer = openOffers(s).find((o) => o.from === a.from && o.to === seat);
    if (!offer) return no('NO_OFFER', 'there is no open trade offer from that player to you');
    if (a.give === null) return null;
    if (!handOf(s, seat, offer.hand).includes(a.give)) return no('NOT_IN_HAND', `give a card of your ${offer.hand === 'play' ? 'Play' : 'MP'} hand (one-on-one: ${offer.hand === 'play' ? 'Play hand for Play hand' : 'MP card for MP card'})`);
    if (cardOf(s, a.give).type !== 'Resource') return no('HAZARD', 'only resources may be traded (hazards may not be traded)');
    if (!tradeable(s, a.give, a.from)) return no('SET', `${player(s, a.from).name} plays the other set: he could not use this card`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const offer = openOffers(s).find((o) => o.from === a.from && o.to === seat) as TradeOffer;
    s.trades = openOffers(s).filter((o) => o !== offer);
    if (s.trades.length === 0) delete s.trades;
    if (a.give === null) {
      ctx.events.push({ type: 'tradeDeclined', seat, from: a.from });
      return;
    }
    const theirs = handOf(s, a.from, offer.hand);
    const mine = handOf(s, seat, offer.hand);
    removeFrom(theirs, offer.give);
    removeFrom(mine, a.give);
    theirs.push(a.give);
    mine.push(offer.give);
    ctx.events.push({ type: 'tradeDone', seat, from: a.from, hand: offer.hand });
  },
};

export const withdrawTrade: Handler<'withdrawTrade'> = {
  schema: actionShape('withdrawTrade', {}),
  steps: TURN_STEPS,
  legal: (s, seat) => (isHuman(s, seat) && offerFrom(s, seat) ? [{ type: 'withdrawTrade' }] : []),
  check: (s, seat) => (offerFrom(s, seat) ? null : no('NO_OFFER', 'you have no open trade offer')),
  apply: (s, seat, _a, ctx) => {
    const offer = offerFrom(s, seat) as TradeOffer;
    s.trades = openOffers(s).filter((o) => o.from !== seat);
    if (s.trades.length === 0) delete s.trades;
    ctx.events.push({ type: 'tradeWithdrawn', seat, to: offer.to });
  },
};

/** The trade actions a seat may take when another seat decides (human seats only; bots never trade). */
export function outOfTurnActions(s: GameState, seat: number): Action[] {
  // Dark Arda: a real Prone to Violence "even if it is not their turn" (darkArda/prone.ts).
  return [...answerTrade.legal(s, seat), ...offerTrade.legal(s, seat), ...withdrawTrade.legal(s, seat), ...playProneToViolence.legal(s, seat)];
}
