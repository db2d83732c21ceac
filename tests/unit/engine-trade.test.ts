/**
 * The rest of Arda Revised §10 ("Playing and drawing cards", ../shared/rules/arda-revised-2013.txt):
 * trading between non-active players (phases/trade.ts), the hazard player's movement draws
 * "up to" the number of regions, passing hazard play to the next inactive player, and who
 * resolves his hand after a movement/hazard phase.
 */
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../src-shared/api/schemasGames';
import { checkAction, legalActions, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import { ScenarioKit } from '../cards/kit/kit';
import { player } from '../../src-shared/engine/state';
import type { Action, Alignment } from '../../src-shared/engine/types';
import { describeAction, describeEvent } from '../../src-shared/play/describe';
import { groupActions } from '../../src-shared/play/decision';
import { fixtures } from './engine-fixtures/fixtures';

/** Seat 0 active (Wizard), seat 1 the first hazard player, seat 2 another inactive player; all human unless told. */
function threePlayers(alignments: [Alignment, Alignment, Alignment] = ['wizard', 'wizard', 'wizard']): ScenarioKit {
  const k = new ScenarioKit(fixtures().cards, [alignments[0], alignments[1]]);
  k.s.players.push({ ...structuredClone(player(k.s, 1)), seat: 2, name: 'P2', alignment: alignments[2], hand: [], mpHand: [] });
  if (!k.s.sets[alignments[2]]) k.s.sets[alignments[2]] = structuredClone(k.s.sets[alignments[0]] ?? k.s.sets[alignments[1]]) as never;
  k.s.order = [0, 1, 2];
  k.company(0, ['Aragorn II'], 'Rivendell');
  return k;
}

const hand = (k: ScenarioKit, seat: number) => [...player(k.s, seat).hand];
const mpHand = (k: ScenarioKit, seat: number) => [...player(k.s, seat).mpHand];
const trades = (legal: Action[]) => legal.filter((a) => a.type === 'offerTrade' || a.type === 'answerTrade' || a.type === 'withdrawTrade');

describe('Arda Revised §10: trading between players who are not the active player', () => {
  // "Each player that is not an active resource player may freely trade resources from both Play hand and MP hand,
  // but only on a one-on-one basis (e.g. 1 MP card for 1 MP card). This may be done at any time during the turn."
  it('one Play-hand resource for one, both players confirming, while the active player decides (out of turn)', () => {
    const k = threePlayers();
    const conceal = k.hand(1, 'Concealment');
    const blow = k.hand(2, 'Risky Blow');
    k.hand(2, 'Doors of Night');
    expect(actor(k.s)).toBe(0);
    expect(legalActions(k.s, 1)).toContainEqual({ type: 'offerTrade', to: 2, give: conceal });
    expect(legalActions(k.s, 1).some((a) => a.type === 'offerTrade' && a.to === 0)).toBe(false);
    // The receiver sees the offered card; the active player does not.
    k.act(1, { type: 'offerTrade', to: 2, give: conceal });
    expect(viewFor(k.s, 2).cardOf[conceal]).toBe(k.s.cardOf[conceal]);
    expect(viewFor(k.s, 0).cardOf[conceal]).toBe('');
    // The receiver picks which card of his Play hand to give back (never a hazard), or declines.
    expect(trades(legalActions(k.s, 2)).filter((a) => a.type === 'answerTrade')).toEqual([
      { type: 'answerTrade', from: 1, give: blow },
      { type: 'answerTrade', from: 1, give: null },
    ]);
    expect(legalActions(k.s, 1)).toContainEqual({ type: 'withdrawTrade' });
    const events = k.act(2, { type: 'answerTrade', from: 1, give: blow });
    expect(events).toContainEqual({ type: 'tradeDone', seat: 2, from: 1, hand: 'play' });
    expect(hand(k, 1)).toEqual([blow]);
    expect(hand(k, 2)).toContain(conceal);
    expect(hand(k, 2)).not.toContain(blow);
    expect(k.s.trades).toBeUndefined();
    expect(actor(k.s)).toBe(0);
  });

  it('"1 MP card for 1 MP card": an MP-hand offer is answered from the MP hand', () => {
    const k = threePlayers();
    const glamdring = k.mpHand(2, 'Glamdring');
    const sting = k.mpHand(1, 'Sting');
    const conceal = k.hand(1, 'Concealment');
    k.act(2, { type: 'offerTrade', to: 1, give: glamdring });
    expect(k.refused(1, { type: 'answerTrade', from: 2, give: conceal }).code).toBe('NOT_IN_HAND');
    k.act(1, { type: 'answerTrade', from: 2, give: sting });
    expect(mpHand(k, 1)).toEqual([glamdring]);
    expect(mpHand(k, 2)).toEqual([sting]);
    expect(hand(k, 1)).toEqual([conceal]);
  });

  it('"Nb. Hazards may not be traded!"; the active player may not trade; offers to computer players are declined', () => {
    const k = threePlayers();
    const doors = k.hand(1, 'Doors of Night');
    const conceal = k.hand(1, 'Concealment');
    const active = k.hand(0, 'Risky Blow');
    const r = k.refused(1, { type: 'offerTrade', to: 2, give: doors });
    expect(r.code).toBe('HAZARD');
    expect(r.rule).toMatch(/Hazards may not be traded/);
    expect(legalActions(k.s, 1).some((a) => a.type === 'offerTrade' && a.give === doors)).toBe(false);
    expect(k.refused(0, { type: 'offerTrade', to: 2, give: active }).code).toBe('ACTIVE');
    expect(k.refused(1, { type: 'offerTrade', to: 0, give: conceal }).code).toBe('PARTNER');
    expect(k.refused(1, { type: 'offerTrade', to: 1, give: conceal }).code).toBe('PARTNER');
    expect(k.refused(1, { type: 'offerTrade', to: 2, give: active }).code).toBe('NOT_IN_HAND');
    // The answer must not be a hazard either.
    const hazard = k.hand(2, 'Doors of Night');
    k.act(1, { type: 'offerTrade', to: 2, give: conceal });
    expect(k.refused(2, { type: 'answerTrade', from: 1, give: hazard }).code).toBe('HAZARD');
    expect(k.refused(0, { type: 'answerTrade', from: 1, give: active }).code).toBe('NO_OFFER');
    // Computer players never trade: an offer to one is declined at once, and a bot seat is offered no trade actions.
    player(k.s, 2).kind = 'bot';
    expect(k.refused(1, { type: 'offerTrade', to: 2, give: conceal }).code).toBe('DECLINED');
    expect(trades(legalActions(k.s, 2))).toEqual([]);
  });

  it('a card of the other set cannot be traded to a player of the other alignment', () => {
    const k = threePlayers(['wizard', 'ringwraith', 'wizard']);
    const give = k.hand(1, 'Concealment');
    k.hand(2, 'Concealment');
    expect(k.refused(1, { type: 'offerTrade', to: 2, give }).code).toBe('SET');
    expect(trades(legalActions(k.s, 1))).toEqual([]);
  });

  it('declining, withdrawing, a new offer replacing the old, and offers ending with the turn', () => {
    const k = threePlayers();
    const [a, b] = [k.hand(1, 'Concealment'), k.hand(1, 'Risky Blow')];
    const c = k.hand(2, 'Concealment');
    k.act(1, { type: 'offerTrade', to: 2, give: a });
    expect(k.act(2, { type: 'answerTrade', from: 1, give: null })).toContainEqual({ type: 'tradeDeclined', seat: 2, from: 1 });
    expect(hand(k, 1)).toEqual([a, b]);
    expect(hand(k, 2)).toEqual([c]);
    k.act(1, { type: 'offerTrade', to: 2, give: a });
    k.act(1, { type: 'offerTrade', to: 2, give: b });
    expect(k.s.trades?.map((o) => o.give)).toEqual([b]);
    k.act(1, { type: 'withdrawTrade' });
    expect(k.refused(2, { type: 'answerTrade', from: 1, give: c }).code).toBe('NO_OFFER');
    expect(k.refused(1, { type: 'withdrawTrade' }).code).toBe('NO_OFFER');
    k.act(1, { type: 'offerTrade', to: 2, give: a });
    k.s.turn.number++;
    expect(k.refused(2, { type: 'answerTrade', from: 1, give: c }).code).toBe('NO_OFFER');
    expect(viewFor(k.s, 2).cardOf[a]).toBe('');
  });

  it('the decision panel and the log put trades in words; the API schema accepts the actions', () => {
    const k = threePlayers();
    const conceal = k.hand(1, 'Concealment');
    const blow = k.hand(2, 'Risky Blow');
    const offer: Action = { type: 'offerTrade', to: 2, give: conceal };
    expect(describeAction({ view: viewFor(k.s, 1) }, 1, offer)).toBe('Offer Concealment to P2 in trade for a card of their Play hand (they choose it)');
    const events = k.act(1, offer);
    expect(describeEvent({ view: viewFor(k.s, 2) }, events.find((e) => e.type === 'tradeOffered') as never)).toBe('P1 offers P2 a card of the Play hand in trade');
    const view = viewFor(k.s, 2);
    expect(describeAction({ view }, 2, { type: 'answerTrade', from: 1, give: blow })).toBe('Give Risky Blow to P1 for Concealment');
    expect(describeAction({ view }, 2, { type: 'answerTrade', from: 1, give: null })).toBe("Decline P1's offer of Concealment");
    expect(describeAction({ view: viewFor(k.s, 1) }, 1, { type: 'withdrawTrade' })).toBe('Withdraw your trade offer of Concealment to P2');
    const groups = groupActions(view, 2, trades(legalActions(k.s, 2)));
    expect(groups.map((g) => g.title)).toEqual(['Trade (non-active players, one card for one)']);
    for (const a of [offer, { type: 'answerTrade', from: 1, give: null }, { type: 'answerTrade', from: 1, give: 3 }, { type: 'withdrawTrade' }, { type: 'movementDraws', draws: 2 }])
      expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
    expect(actionSchema.safeParse({ type: 'movementDraws', draws: 0 }).success).toBe(false);
  });
});

describe('Arda Revised §4: the hazard player\'s movement draws are "up to" the number of regions too', () => {
  // "You may draw up to a # of cards equal to the number of regions moved through (at least one card must be draw);
  // your opponent does the same." coe-rules 2.IV.v: "The hazard player may draw up to the number …, and must draw at least one card".
  function moving(regions: string[], dest: string) {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    k.deck(0, Array(6).fill('Concealment'));
    k.deck(1, Array(6).fill('Doors of Night'));
    k.companyById(id).dest = { site: k.siteId(dest), regions };
    k.s.stack = [{ kind: 'mhSelect' }];
    return { k, id };
  }

  it('after the active player draws, the hazard player chooses from 1 to the regions moved through', () => {
    const { k, id } = moving(['arthedain', 'cardolan'], 'Barrow-downs');
    const before = hand(k, 1).length;
    k.act(0, { type: 'startCompanyMH', companyId: id });
    expect(actor(k.s)).toBe(1);
    expect(legalActions(k.s, 1)).toEqual([{ type: 'movementDraws', draws: 2 }, { type: 'movementDraws', draws: 1 }]);
    expect(k.refused(1, { type: 'movementDraws', draws: 0 }).code).toBe('DRAWS');
    expect(k.refused(1, { type: 'movementDraws', draws: 3 }).rule).toMatch(/up to a # of cards/);
    expect(checkAction(k.s, 0, { type: 'movementDraws', draws: 1 })?.code).toBe('NOT_YOUR_DECISION');
    // The bots draw the most.
    expect(chooseAction(k.s, 1)).toEqual({ type: 'movementDraws', draws: 2 });
    expect(k.act(1, { type: 'movementDraws', draws: 1 })).toContainEqual({ type: 'draw', seat: 1, count: 1 });
    expect(hand(k, 1).length).toBe(before + 1);
    expect(k.top()?.kind).toBe('mhHazards');
    expect(describeAction({ view: viewFor(k.s, 1) }, 1, { type: 'movementDraws', draws: 1 })).toBe('Draw 1 card');
  });

  it('one region: no choice, the one card is drawn; not moving: none', () => {
    const { k, id } = moving(['cardolan'], 'Bree');
    const events = k.act(0, { type: 'startCompanyMH', companyId: id });
    expect(events.filter((e) => e.type === 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 1], [1, 1]]);
    expect(k.top()?.kind).toBe('mhHazards');
    const still = moving([], 'Rivendell');
    still.k.companyById(still.id).dest = null;
    expect(still.k.act(0, { type: 'startCompanyMH', companyId: still.id }).some((e) => e.type === 'draw')).toBe(false);
    expect(still.k.top()?.kind).toBe('mhHazards');
  });
});

describe('Arda Revised §10: passing hazard play, and who resolves his hand', () => {
  // "When a hazard player is finished playing hazards, he may 'pass' to the next inactive player (that is, non resource
  // player) sitting to his right. Passing hazard play in this fashion will reduce the hazard limit by 1. Nb. You may not
  // pass hazard play back and forth between players. Only the first hazard player (and of course the active player) may
  // resolve his hand (discard or draw to 8 cards) after each movement/hazard phase."
  it('the first hazard player passes to the next inactive player (limit -1), who cannot pass it back; only the first hazard player resolves his hand', () => {
    const k = threePlayers();
    const co = k.s.companies[0]?.id as string;
    k.deck(0, Array(20).fill('Concealment'));
    k.hand(1, 'Doors of Night');
    k.hand(2, 'Doors of Night');
    k.movement(co, null);
    expect(k.top()).toMatchObject({ kind: 'mhHazards', hazardSeat: 1, limit: 2 });
    expect(k.act(1, { type: 'passHazards' })).toContainEqual({ type: 'passHazards', seat: 1, to: 2 });
    expect(k.top()).toMatchObject({ kind: 'mhHazards', hazardSeat: 2, limit: 1 });
    expect(actor(k.s)).toBe(2);
    expect(checkAction(k.s, 1, { type: 'passHazards' })?.code).toBe('NOT_YOUR_DECISION');
    // Seat 2 passing ends hazard play: it does not go back to seat 1.
    expect(k.act(2, { type: 'passHazards' })).toContainEqual({ type: 'passHazards', seat: 2, to: null });
    expect(k.s.stack.some((x) => x.kind === 'mhHazards')).toBe(false);
    expect(hand(k, 1).length).toBe(8);
    expect(hand(k, 2).length).toBe(1);
  });
});
