/**
 * Engine actions and events in words, for the Play screen's log and decision panel and the CLI.
 * Each is first a message (msg.ts: a key and its arguments, cards by id) so the game record can
 * keep it and any language can render it; `describeAction` / `describeEvent` / `diceLine` render
 * the English. Pure: reads a GameView (viewFor + catalog), or the whole state when recording.
 */
import '../engine';
import { defOf } from '../engine/effects/defs';
import type { RollEvent } from '../engine/events';
import type { Action, GameEvent, ManualOp, Step } from '../engine/types';
import { msg, part, renderMsg, sentence, type Arg, type Msg, type RenderEnv } from './msg';
import {
  attackArg, cardArg, cardIdArg, cardIdName, cardName, cardOfInst, companyArg, pathArg, seatArg, seatName, type DescribeContext,
} from './names';
import { EN } from './words/en';

export { cardName, seatName, type DescribeContext } from './names';

function topStep(ctx: DescribeContext): Step | undefined {
  return ctx.view.stack[ctx.view.stack.length - 1];
}

function bearerOf(ctx: DescribeContext, item: number): number | null {
  for (const [inst, ch] of Object.entries(ctx.view.chars)) if (ch.items.includes(item) || ch.allies.includes(item)) return Number(inst);
  return null;
}

function councilMsg(ctx: DescribeContext, seat: number): Msg {
  return msg(ctx.view.players[seat]?.alignment === 'ringwraith' ? 'p.audience' : 'p.freeCouncil');
}

function controlMsg(ctx: DescribeContext, controller: number | null): Msg {
  return controller === null ? msg('p.underGI') : msg('p.underDI', { card: cardArg(ctx, controller) });
}

function endPhaseMsg(ctx: DescribeContext): Msg {
  const step = topStep(ctx);
  switch (step?.kind) {
    case 'organization':
      return msg('a.endOrganization');
    case 'longEvent':
      return msg('a.endLongEvent');
    case 'siteSelect':
      return msg('a.endSite');
    case 'endTurn':
      return msg(step.stage === 'active' ? 'a.endTurn' : 'a.doneNoDiscard');
    case 'combat':
      return msg('a.stopAssigning');
    default:
      return msg('a.endPhase');
  }
}

function strikeMsg(ctx: DescribeContext, target: number): Msg {
  const step = topStep(ctx);
  const i = step?.kind === 'combat' ? step.slots.findIndex((x) => x.target === target && !x.resolved) : -1;
  return i < 0 ? msg('p.theStrike') : msg('p.strikeN', { n: i + 1 });
}

/** "+" or "-" and the size: "+ 3 prowess" reads sign, number, stat. */
function signOf(value: number): string {
  return value < 0 ? '-' : '+';
}

const STATS = new Set(['prowess', 'body', 'di', 'strikes', 'corruptionCheck']);
function statMsg(stat: unknown): Msg {
  return msg(STATS.has(String(stat)) ? `p.stat.${String(stat)}` : 'p.stat.value');
}

function manualMsg(ctx: DescribeContext, op: ManualOp): Msg {
  switch (op.kind) {
    case 'tap':
    case 'untap':
    case 'wound':
    case 'heal':
    case 'discard':
      return msg(`a.manual.${op.kind}`, { card: cardArg(ctx, op.inst) });
    case 'move':
      return msg('a.manual.move', { card: cardArg(ctx, op.inst), to: { m: msg(`p.to.${op.to}`) } });
    case 'modify':
      return msg('a.manual.modify', { card: cardArg(ctx, op.inst), delta: `${op.delta >= 0 ? '+' : ''}${op.delta}`, stat: { m: statMsg(op.stat) } });
    case 'draw':
      return msg('a.manual.draw', { n: op.count });
  }
}

/** Cards declared in the open chain of effects (0 in an empty timing window or without a chain). */
function openChainSize(ctx: DescribeContext): number {
  const step = topStep(ctx);
  return step?.kind === 'chain' ? step.entries.length : 0;
}

function onMsg(ctx: DescribeContext, target: number | null): Arg {
  return target === null ? '' : part(msg('p.on', { card: cardArg(ctx, target) }));
}

/**
 * Playing a defined card or passing: "Respond with X on Y" when cards wait in the chain, "Play X
 * on Y" otherwise; a pass lets the chain resolve (or plays nothing in an empty window). The log
 * says it as it was: `inChain` is whether a chain was open then.
 */
export function chainActionMsg(ctx: DescribeContext, action: Extract<Action, { type: 'playCard' | 'passChain' }>, inChain: boolean): Msg {
  if (action.type === 'passChain') return msg(inChain ? 'a.passResolve' : 'a.passNothing');
  return msg(inChain ? 'a.respondWith' : 'a.play', { card: cardArg(ctx, action.inst), on: onMsg(ctx, action.target) });
}

function mindOf(ctx: DescribeContext, chars: number[]): number {
  return chars.reduce((m, c) => m + (cardOfInst(ctx, c)?.mind ?? 0), 0);
}

/** One line for a legal (or logged) action of this seat, in the imperative. */
export function actionMsg(ctx: DescribeContext, seat: number, action: Action): Msg {
  const c = (inst: number) => cardArg(ctx, inst);
  const cards = (list: number[]) => ({ l: list.map(c) });
  switch (action.type) {
    case 'draftAvatar':
      return msg('a.draftAvatar', { card: c(action.inst) });
    case 'chooseStartingCompany':
    case 'formDarkCompany':
      return msg('a.startWith', { chars: cards(action.chars), mind: mindOf(ctx, action.chars) });
    case 'draftMinor':
      return msg('a.takeFor', { card: c(action.inst), bearer: c(action.bearer) });
    case 'chooseStartingSite':
      return msg('a.startAt', { site: cardIdArg(action.site) });
    case 'selectRingwraith':
      return msg('a.play', { card: c(action.inst), on: '' });
    case 'takeRingwraithFollower':
      return action.inst === null ? msg('a.noFollower') : msg('a.takeFollower', { card: c(action.inst) });
    case 'draftStartingItem':
      if (action.inst === null) return msg('a.noMoreItems');
      return action.bearer === null ? msg('a.takeIntoPlay', { card: c(action.inst) }) : msg('a.takeFor', { card: c(action.inst), bearer: c(action.bearer) });
    case 'playCharacter':
      return msg('a.playCharacter', { card: c(action.inst), site: cardIdArg(action.site), control: { m: controlMsg(ctx, action.controller) } });
    case 'playAvatar': {
      const inst = ctx.view.players[seat]?.avatar[0];
      return inst === undefined ? msg('a.playAvatar', { site: cardIdArg(action.site) }) : msg('a.playAvatarNamed', { card: c(inst), site: cardIdArg(action.site) });
    }
    case 'setController':
      return msg('a.setController', { card: c(action.inst), control: { m: controlMsg(ctx, action.controller) } });
    case 'splitCompany':
      return msg('a.split', { chars: cards(action.chars), company: companyArg(ctx, action.companyId) });
    case 'joinCompany':
      return msg('a.join', { company: companyArg(ctx, action.companyId), into: companyArg(ctx, action.intoCompanyId) });
    case 'transferItem': {
      const from = bearerOf(ctx, action.item);
      return from === null ? msg('a.give', { item: c(action.item), to: c(action.to) }) : msg('a.giveFrom', { item: c(action.item), from: c(from), to: c(action.to) });
    }
    case 'storeItem': {
      const from = bearerOf(ctx, action.item);
      return from === null ? msg('a.store', { item: c(action.item) }) : msg('a.storeOf', { item: c(action.item), from: c(from) });
    }
    case 'discardCommunal':
      return msg('a.discardCommunal', { card: c(action.inst) });
    case 'declareMovement':
      return msg('a.move', { company: companyArg(ctx, action.companyId), site: cardIdArg(action.site), path: pathArg(ctx, action.regions) });
    case 'cancelMovement':
      return msg('a.cancelMove', { company: companyArg(ctx, action.companyId) });
    case 'testRing':
      return msg('a.testRing', { tester: c(action.tester), ring: c(action.ring) });
    case 'callCouncil':
      return msg('a.call', { council: { m: councilMsg(ctx, seat) } });
    case 'endPhase':
      return endPhaseMsg(ctx);
    case 'playResourceEvent':
      return msg('a.playByHand', { card: c(action.inst) });
    case 'startCompanyMH': {
      const co = ctx.view.companies.find((x) => x.id === action.companyId);
      const where = co?.dest ? part(msg('p.movingTo', { site: cardIdArg(co.dest.site) })) : co ? part(msg('p.stayingAt', { site: cardIdArg(co.site) })) : '';
      return msg('a.startMH', { company: companyArg(ctx, action.companyId), where, draws: action.draws === undefined ? '' : part(msg('p.drawN', { n: action.draws })) });
    }
    case 'playCreature': {
      const step = topStep(ctx);
      return step?.kind === 'mhHazards' ? msg('a.playAgainst', { card: c(action.inst), company: companyArg(ctx, step.companyId) }) : msg('a.play', { card: c(action.inst), on: '' });
    }
    case 'playHazardEvent':
      return action.target === null ? msg('a.playByHand', { card: c(action.inst) }) : msg('a.play', { card: c(action.inst), on: onMsg(ctx, action.target) });
    case 'playCard':
    case 'passChain':
      return chainActionMsg(ctx, action, openChainSize(ctx) > 0);
    case 'useCard': {
      const card = cardOfInst(ctx, action.inst);
      const ability = card ? defOf(card)?.abilities?.[action.ability]?.label : undefined;
      return msg('a.use', { card: c(action.inst), ability: ability ? part(msg('p.paren', { text: ability })) : '', on: onMsg(ctx, action.target) });
    }
    case 'passHazards': {
      const step = topStep(ctx);
      return step?.kind === 'mhHazards' ? msg('a.passHazards', { limit: step.limit, played: step.played }) : msg('a.pass');
    }
    case 'enterSite': {
      const co = ctx.view.companies.find((x) => x.id === action.companyId);
      return msg('a.enter', { site: co ? cardIdArg(co.site) : { m: msg('p.theSite') }, company: companyArg(ctx, action.companyId) });
    }
    case 'attackCompany':
      return msg('a.attack', { target: companyArg(ctx, action.targetCompanyId), attackers: cards(action.attackers) });
    case 'playMpCard':
      if (!action.underLeader && action.discardItem === undefined) return msg('a.playWith', { card: c(action.inst), character: c(action.character) });
      return msg('a.playWithHow', {
        card: c(action.inst),
        character: c(action.character),
        leader: action.underLeader ? part(msg('p.underLeader')) : '',
        discard: action.discardItem !== undefined ? part(msg('p.discardingItem', { card: c(action.discardItem) })) : '',
      });
    case 'playMinorItem':
      return msg('a.takeMinor', { card: c(action.inst), character: c(action.character) });
    case 'influenceAttempt':
      return msg('a.influence', { influencer: c(action.influencer), target: c(action.target) });
    case 'leaveSite':
      return msg('a.leaveSite');
    case 'assignStrike': {
      const step = topStep(ctx);
      return step?.kind === 'combat' ? msg('a.assignStrikeN', { k: step.slots.length + 1, n: step.attack.strikes, target: c(action.target) }) : msg('a.assignStrike', { target: c(action.target) });
    }
    case 'allocateExcess':
      return msg('a.excess', { target: c(action.target) });
    case 'resolveStrike':
      return msg(action.stayUntapped ? 'a.stayUntapped' : 'a.face', { target: c(action.target), strike: { m: strikeMsg(ctx, action.target) } });
    case 'discard':
      return msg('a.discard', { card: c(action.inst) });
    case 'destroyOneRing':
      if (ctx.view.profile === 'dark-arda') return msg('a.oneRingBaradDur', { bearer: c(action.bearer) });
      return msg(ctx.view.players[seat]?.alignment === 'ringwraith' ? 'a.oneRingMorgul' : 'a.oneRingFire', { bearer: c(action.bearer) });
    case 'removeHazard':
      return msg(/may tap to attempt to remove/i.test(cardOfInst(ctx, action.inst)?.text ?? '') ? 'a.removeTaps' : 'a.remove', { bearer: c(action.bearer), card: c(action.inst) });
    case 'manual':
      return manualMsg(ctx, action.op);
    case 'movementDraws': {
      const step = topStep(ctx);
      return step?.kind === 'mhDraws' ? msg('a.drawsUpTo', { n: action.draws, max: step.max }) : msg('a.draws', { n: action.draws });
    }
    case 'offerTrade':
      return msg('a.offerTrade', { card: c(action.give), to: seatArg(action.to), hand: { m: msg(ctx.view.players[seat]?.mpHand.includes(action.give) ? 'p.mpHand' : 'p.playHand') } });
    case 'answerTrade': {
      const offer = ctx.view.trades?.find((o) => o.from === action.from && o.to === seat);
      const theirs = offer ? c(offer.give) : { m: msg('p.theirCard') };
      return action.give === null ? msg('a.declineTrade', { from: seatArg(action.from), theirs }) : msg('a.acceptTrade', { card: c(action.give), from: seatArg(action.from), theirs });
    }
    case 'withdrawTrade': {
      const offer = ctx.view.trades?.find((o) => o.from === seat);
      return msg('a.withdraw', { of: offer ? part(msg('p.offerOf', { card: c(offer.give), to: seatArg(offer.to) })) : '' });
    }
    case 'playProneToViolence':
      return msg('a.playProne', { card: c(action.inst) });
    case 'chooseRing':
      return action.inst === null ? msg('a.noRing') : msg('a.takeRing', { card: c(action.inst) });
    case 'keepItem': {
      const step = topStep(ctx);
      const who: Arg = step?.kind === 'keepItem' ? c(step.inst) : { m: msg('p.leavingCharacter') };
      return action.item === null || action.to === null ? msg('a.keepNone', { who }) : msg('a.keepItem', { item: c(action.item), to: c(action.to), who });
    }
    case 'playAutoCreature':
      return action.inst === null ? msg('a.noAutoCreature') : msg('a.playAutoCreature', { card: c(action.inst) });
    case 'saveRing':
      return msg('a.saveRing', { card: c(action.inst), whispers: c(action.whispers) });
    case 'drawRings':
      return action.count === 0 ? msg('a.drawTreasure') : msg('a.drawRings', { n: action.count });
    case 'assumeMode':
      return action.mode === null ? msg('a.leaveMode') : msg('a.assumeMode', { mode: action.mode });
    default:
      return msg('a.generic', { text: genericActionText(ctx, action as { type: string }) });
  }
}

/** Keys of an action that name card instances (their names are shown instead of numbers). */
const INST_KEYS = /^(inst|bearer|target|character|controller|influencer|tester|ring|item|to|chars|attackers|cards|followers)$/;

/**
 * An action type without its own words yet (added by a rules module after this file): its type in words and its
 * fields, card instances by name, so a new decision is playable before it is described properly.
 */
export function genericActionText(ctx: DescribeContext, action: { type: string }): string {
  const words = action.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || value === null || value === undefined) continue;
    const named = (v: unknown) => (typeof v === 'number' && INST_KEYS.test(key) && key !== 'to' ? cardName(ctx, v) : typeof v === 'string' && ctx.view.catalog.cards[v] ? (ctx.view.catalog.cards[v]?.name ?? v) : String(v));
    parts.push(`${key}: ${Array.isArray(value) ? value.map(named).join(', ') : typeof value === 'object' ? JSON.stringify(value) : named(value)}`);
  }
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

/** A roll's result in words: strikes speak of the whole strike; other results have their own words where the language has them. */
function outcomeArg(purpose: string, result: string): Arg {
  const group = purpose === 'strike' || purpose === 'cvcStrike' ? 'strike' : purpose === 'strikeBodyCheck' ? 'strikeBody' : purpose === 'corruption' ? 'corruption' : 'other';
  const key = `o.${group}.${result}`;
  return key in EN ? { m: msg(key) } : result;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The dice of a roll and its one-line sum, as a message: "2D6 7 + 5 prowess = 12 vs strike 11: defeated". */
export function diceMsg(event: RollEvent): { dice: number[]; msg: Msg } {
  const dice = event.dice.filter((d): d is number => typeof d === 'number');
  const rolled = dice.reduce((a, b) => a + b, 0);
  const total = num(event.total) ?? rolled;
  let mods = (Array.isArray(event.mods) ? event.mods : [])
    .map((m) => ({ label: typeof m.label === 'string' && m.label ? m.label : '', value: num(m.value) ?? 0 }))
    .filter((m) => m.value !== 0 || m.label === 'prowess');
  // Events without their parts (or parts that do not add up) still show a true sum.
  const rest = total - rolled - mods.reduce((a, m) => a + m.value, 0);
  if (rest !== 0) mods = [...mods, { label: '', value: rest }];
  const modArgs: Arg[] = mods.map((m) => ({ m: msg('d.mod', { sign: signOf(m.value), n: Math.abs(m.value), label: m.label || { m: msg('d.modifier') } }) }));
  const against = num(event.against) ?? (num(event.need) === null ? null : (num(event.need) as number) - 1);
  const vs = against === null ? '' : part(msg('d.vs', { label: typeof event.againstLabel === 'string' ? event.againstLabel : { m: msg('d.need') }, n: against }));
  const result = typeof event.result === 'string' && event.result ? part(msg('d.result', { outcome: outcomeArg(String(event.purpose), event.result) })) : '';
  return { dice, msg: msg('d.line', { count: dice.length, rolled, mods: { cat: modArgs }, total, vs, result }) };
}

function rollSubject(ctx: DescribeContext, e: RollEvent): Msg {
  const inst = num(e.inst);
  const who: Arg = inst !== null ? cardArg(ctx, inst) : e.card ? cardIdArg(e.card) : num(e.seat) !== null ? seatArg(e.seat as number) : { m: msg('r.roll') };
  const target = (v: unknown, fallback: string): Arg => (num(v) === null ? { m: msg(fallback) } : cardArg(ctx, v as number));
  const named = (id: unknown, fallback: string): Arg => (cardIdName(ctx, id) === null ? { m: msg(fallback) } : cardIdArg(id));
  switch (e.purpose) {
    case 'strike':
      return msg('r.strike', { who, attack: attackArg(ctx, e.label) });
    case 'cvcStrike':
      return msg('r.cvcStrike', { who, target: target(e.target, 'p.theDefender') });
    case 'strikeBodyCheck':
      return msg('r.strikeBody', { attack: attackArg(ctx, e.label) });
    case 'influence':
      return msg('r.influence', { who, card: named(e.card, 'p.aFaction') });
    case 'influenceAttempt':
      return msg('r.influenceAttempt', { who, card: cardIdName(ctx, e.card) !== null ? cardIdArg(e.card) : target(e.target, 'p.aCard') });
    case 'removal':
      return msg('r.removal', { who, card: named(e.card, 'p.aCard') });
    case 'ringTest':
      return msg('r.ringTest', { who, ring: named(e.ring, 'p.aGoldRing') });
    case 'corruption':
      return msg('r.corruption', { who: cardIdName(ctx, e.card) !== null ? cardIdArg(e.card) : who, why: typeof e.why === 'string' && e.why ? part(msg('p.paren', { text: e.why })) : '' });
    default:
      return msg('r.other', { who, what: { m: msg(`r.what.${e.purpose === 'bodyCheck' ? 'bodyCheck' : 'roll'}`) } });
  }
}

/** A card an event names: by its id, else by the instance in `key`, else "a card". */
function eventCard(ctx: DescribeContext, id: unknown, inst?: unknown): Arg {
  if (typeof id === 'string' && id) return cardIdArg(id);
  return num(inst) === null ? { m: msg('p.aCard') } : cardArg(ctx, inst as number);
}

function instArg(ctx: DescribeContext, v: unknown): Arg {
  return num(v) === null ? { m: msg('p.aCard') } : cardArg(ctx, v as number);
}

function seatOr(v: unknown): Arg {
  return num(v) === null ? { m: msg('p.aPlayer') } : seatArg(v as number);
}

const PILES = new Set(['character', 'minor', 'mp']);
const HOW = new Set(['killed', 'discarded', 'corrupted']);
const PLACED = new Set(['attached', 'stays', 'scored', 'removed', 'discard', 'ability']);
const REASONS = new Set(['council', 'audience', 'elimination', 'avatars-eliminated', 'one-ring', 'round-cap', 'no-players']);

/** The card's words after a resolve line, cut short: the chain panel shows them whole. */
function quoteArg(text: unknown): Arg {
  if (typeof text !== 'string' || !text.trim()) return '';
  const t = text.trim();
  return part(msg('p.quote', { text: t.length > 140 ? `${t.slice(0, 139).trimEnd()}…` : t }));
}

/** "A, then B, then C": the chain's entries in the order they resolve. */
function thenChain(args: Arg[]): Arg {
  return args.slice(1).reduce<Arg>((acc, next) => ({ m: msg('p.then', { first: acc, next }) }), args[0] ?? { m: msg('p.aCard') });
}

/** One log line for an event, or null when it is not worth a line. */
export function eventMsg(ctx: DescribeContext, e: GameEvent): Msg | null {
  switch (e.type) {
    case 'roll':
      return msg('e.roll', { subject: { m: rollSubject(ctx, e) }, dice: { m: diceMsg(e).msg } });
    case 'toss':
      return msg('e.toss', { seat: seatOr(e.first) });
    case 'dealt':
      return msg('e.dealt', { seat: seatArg(e.seat), n: e.count });
    case 'draftAvatar':
      return msg('e.draftAvatar', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) });
    case 'startingCompany':
      return msg('e.startingCompany', { seat: seatArg(e.seat), cards: { l: e.cards.map((id) => cardIdArg(id)) } });
    case 'draftMinor':
      // Dark Arda: a null card ends the seat's picks; a null bearer puts Whispers of Rings / Orders from Lugbúrz into play.
      if (e.card === null) return msg('e.noMoreItems', { seat: seatArg(e.seat) });
      return e.bearer === null || e.bearer === undefined
        ? msg('e.takeIntoPlay', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) })
        : msg('e.takeFor', { seat: seatArg(e.seat), card: eventCard(ctx, e.card), bearer: instArg(ctx, e.bearer) });
    case 'seating':
      return msg('e.seating', { order: { l: e.order.map((x) => seatArg(x)) } });
    case 'modeCards':
      return msg('e.modeCards', { seat: seatArg(e.seat) });
    case 'selectRingwraith':
      return msg('e.plays', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) });
    case 'ringwraithFollower':
      return e.card === null ? msg('e.noFollower', { seat: seatArg(e.seat) }) : msg('e.follower', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) });
    case 'startingHands':
      return msg('e.startingHands', { seat: seatArg(e.seat), play: e.play, treasure: e.treasure });
    case 'startingSite':
      return msg('e.startingSite', { seat: seatArg(e.seat), site: cardIdArg(e.site) });
    case 'turn':
      return msg('e.turn', { number: e.number, round: e.round, seat: seatArg(e.seat), hazard: seatArg(e.firstHazard) });
    case 'reshuffle':
      return msg('e.reshuffle', { side: { m: msg(e.align === 'ringwraith' ? 'p.side.ringwraith' : 'p.side.wizard') }, deck: { m: msg(`p.deck.${e.deck}`) } });
    case 'draw':
      return msg('e.draw', { seat: seatArg(e.seat), n: e.count });
    case 'tradeOffered':
      return msg('e.tradeOffered', { seat: seatArg(e.seat), to: seatArg(e.to), hand: { m: msg(e.hand === 'mp' ? 'p.mpHand' : 'p.playHand') } });
    case 'tradeDone':
      return msg('e.tradeDone', { from: seatArg(e.from), seat: seatArg(e.seat), hand: { m: msg(e.hand === 'mp' ? 'p.mpHandShort' : 'p.playHandShort') } });
    case 'tradeDeclined':
      return msg('e.tradeDeclined', { seat: seatArg(e.seat), from: seatArg(e.from) });
    case 'tradeWithdrawn':
      return msg('e.tradeWithdrawn', { seat: seatArg(e.seat), to: seatArg(e.to) });
    case 'discard':
      return msg('e.discarded', { card: eventCard(ctx, e.card, e.inst) });
    case 'faceUp':
      return msg('e.faceUp', { card: eventCard(ctx, e.card, e.inst), pile: { m: msg(`p.pile.${PILES.has(e.deck) ? e.deck : 'mp'}`) } });
    case 'playCharacter':
      return msg('e.playCharacter', { seat: seatArg(e.seat), card: eventCard(ctx, e.card), site: cardIdArg(e.site), control: { m: controlMsg(ctx, e.controller) } });
    case 'playAvatar':
      return msg('e.playAvatar', { seat: seatArg(e.seat), card: eventCard(ctx, e.card), site: cardIdArg(e.site) });
    case 'setController':
      return msg('e.setController', { card: instArg(ctx, e.inst), control: { m: controlMsg(ctx, e.controller) } });
    case 'splitCompany':
      return msg('e.split', { to: companyArg(ctx, e.to), from: companyArg(ctx, e.from) });
    case 'joinCompany':
      return msg('e.join', { into: companyArg(ctx, e.into) });
    case 'transferItem':
      return msg('e.transfer', { item: instArg(ctx, e.item), from: instArg(ctx, e.from), to: instArg(ctx, e.to) });
    case 'storeItem':
      return msg('e.store', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) });
    case 'declareMovement':
      return msg('e.declareMovement', { company: companyArg(ctx, e.companyId), site: cardIdArg(e.site), path: pathArg(ctx, e.regions) });
    case 'callCouncil':
      return msg('e.callCouncil', { seat: seatArg(e.seat), council: { m: councilMsg(ctx, e.seat) }, mp: e.mp });
    case 'playResourceEvent':
      return msg('e.playByHand', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) });
    case 'movementHazard':
      return msg(e.moving ? 'e.mhMoving' : 'e.mhStaying', { company: companyArg(ctx, e.companyId), site: cardIdArg(e.to), limit: e.limit, hazard: seatArg(e.hazardSeat) });
    case 'playCreature':
      return msg('e.playCreature', { seat: seatArg(e.seat), card: eventCard(ctx, e.card), company: companyArg(ctx, e.companyId), played: e.played, limit: e.limit });
    case 'playHazardEvent':
      return e.target === null
        ? msg('e.playHazardByHand', { seat: seatArg(e.seat), card: eventCard(ctx, e.card), played: e.played, limit: e.limit })
        : msg('e.playHazardOn', { seat: seatArg(e.seat), card: eventCard(ctx, e.card), target: instArg(ctx, e.target), played: e.played, limit: e.limit });
    case 'passHazards':
      return e.to === null ? msg('e.passHazardsEnd', { seat: seatArg(e.seat) }) : msg('e.passHazardsTo', { seat: seatArg(e.seat), to: seatArg(e.to) });
    case 'attack': {
      const strikes: Arg = { m: e.oneEach === true ? msg('p.oneEach', { n: e.strikes }) : msg('p.strikes', { n: e.strikes }) };
      const figures = String(e.label).startsWith('company ') ? '' : part(e.body === null ? msg('p.prowessOnly', { prowess: e.prowess }) : msg('p.prowessBody', { prowess: e.prowess, body: e.body }));
      return msg('e.attack', { attack: attackArg(ctx, e.label), company: companyArg(ctx, e.companyId), strikes, figures });
    }
    case 'assignStrike':
      return msg('e.assignStrike', { target: instArg(ctx, e.target) });
    case 'strikeResolved': {
      const outcome = outcomeArg('strike', String(e.outcome));
      return msg('e.strikeResolved', { target: instArg(ctx, e.target), outcome: typeof outcome === 'string' ? { m: msg('o.resolved') } : outcome });
    }
    case 'attackDefeated':
      return e.mp ? msg('e.attackDefeatedMp', { attack: attackArg(ctx, e.label), seat: seatArg(e.seat), mp: e.mp }) : msg('e.attackDefeated', { attack: attackArg(ctx, e.label) });
    case 'attackEnded':
      return msg('e.attackEnded', { attack: attackArg(ctx, e.label) });
    case 'allyEliminated':
      return msg('e.eliminated', { card: instArg(ctx, e.inst) });
    case 'itemSaved':
      return msg('e.itemSaved', { to: instArg(ctx, e.to), item: instArg(ctx, e.item) });
    case 'characterRemoved':
      return msg(HOW.has(e.how) ? `e.removed.${e.how}` : 'e.eliminated', { card: eventCard(ctx, e.card, e.inst) });
    case 'playerOut':
      return msg('e.playerOut', { seat: seatArg(e.seat) });
    case 'arrive':
      return msg('e.arrive', { company: companyArg(ctx, e.companyId), site: cardIdArg(e.site) });
    case 'enterSite':
      return msg('e.enter', { company: companyArg(ctx, e.companyId), site: cardIdArg(e.site) });
    case 'playMpCard':
      return e.success === false
        ? msg('e.mpFailed', { character: instArg(ctx, e.character), card: eventCard(ctx, e.card) })
        : msg('e.playMp', { character: instArg(ctx, e.character), card: eventCard(ctx, e.card), site: cardIdArg(e.site) });
    case 'playMinorItem':
      return msg('e.takesMinor', { character: instArg(ctx, e.character), card: eventCard(ctx, e.card) });
    case 'influenceAttempt':
      return e.success
        ? msg('e.influenced', { influencer: instArg(ctx, e.influencer), card: eventCard(ctx, e.card, e.target), from: seatArg(e.from) })
        : msg('e.notInfluenced', { influencer: instArg(ctx, e.influencer), card: eventCard(ctx, e.card, e.target) });
    case 'hazardRemoved':
      return msg('e.hazardRemoved', { card: eventCard(ctx, e.card, e.inst), bearer: instArg(ctx, e.bearer) });
    case 'hazardDiscarded':
      return msg('e.hazardDiscarded', { card: eventCard(ctx, e.card, e.inst), bearer: instArg(ctx, e.bearer), why: e.why ? part(msg('p.paren', { text: e.why })) : '' });
    case 'ringFound':
      return msg('e.ringFound', { bearer: instArg(ctx, e.bearer), card: eventCard(ctx, e.card), from: e.from === 'whispers' ? part(msg('p.fromWhispers')) : '' });
    case 'ringDeckReveal':
      return msg('e.ringDeckReveal', { cards: e.revealed.length ? { l: e.revealed.map((id) => cardIdArg(id)) } : { m: msg('p.nothing') } });
    case 'ringDeclined':
      return msg('e.ringDeclined', { seat: seatArg(e.seat) });
    case 'playProneToViolence':
      return msg('e.playProne', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) });
    case 'saveRing':
      return msg('e.saveRing', { seat: seatArg(e.seat), card: eventCard(ctx, e.card) });
    case 'ringDraw':
      return msg('e.ringDraw', { seat: seatArg(e.seat), cards: e.cards.length ? { l: e.cards.map((id) => cardIdArg(id)) } : { m: msg('p.noRing') } });
    case 'assumeMode':
      return e.mode === null ? msg('e.leaveMode', { seat: seatArg(e.seat) }) : msg('e.assumeMode', { seat: seatArg(e.seat), mode: e.mode });
    case 'ringNotFound':
      return msg('e.ringNotFound', { kinds: e.kinds.length ? e.kinds.join(', ') : { m: msg('p.none') } });
    case 'council':
      return msg(ctx.view.profile === 'dark-arda' ? 'e.audienceChecks' : 'e.councilChecks');
    case 'gameOver': {
      const reason: Arg = { m: msg(REASONS.has(e.reason) ? `p.reason.${e.reason}` : 'p.reason.end') };
      const winners = e.winners.map((w) => seatArg(w));
      const who: Arg = { m: winners.length === 0 ? msg('p.noWinner') : msg(winners.length === 1 ? 'p.wins' : 'p.winPlural', { who: { l: winners } }) };
      return msg('e.gameOver', { reason, who });
    }
    case 'manual':
      return msg('e.manual', { seat: seatArg(e.seat), op: { m: manualMsg(ctx, e.op) } });
    case 'declare':
      if (e.passive) return msg('e.triggers', { card: eventCard(ctx, e.card, e.inst), text: e.text, on: onMsg(ctx, e.target) });
      if (e.ability !== undefined) return msg('e.uses', { seat: seatArg(e.seat), card: eventCard(ctx, e.card, e.inst), text: e.text, on: onMsg(ctx, e.target) });
      return msg('e.declares', { seat: seatArg(e.seat), card: eventCard(ctx, e.card, e.inst), on: onMsg(ctx, e.target) });
    case 'passChain':
      return msg('e.passes', { seat: seatArg(e.seat) });
    case 'chainResolves': {
      const names = e.entries.map((id) => (cardIdName(ctx, id) === null ? { m: msg('p.aCard') } : cardIdArg(id))).reverse();
      return names.length > 1 ? msg('e.chainResolvesOrder', { cards: thenChain(names) }) : msg('e.chainResolves', { cards: { l: names } });
    }
    case 'resolve':
      return msg('e.resolve', { card: eventCard(ctx, e.card, e.inst), on: onMsg(ctx, e.target), placed: { m: msg(PLACED.has(e.placed) ? `p.placed.${e.placed}` : 'p.placed.ability') }, quote: quoteArg(e.text) });
    case 'fizzle':
      return msg(e.passive ? 'e.passiveFizzles' : e.ability !== undefined ? 'e.abilityFizzles' : 'e.fizzles', { card: eventCard(ctx, e.card, e.inst) });
    case 'cancelled':
      return msg('e.cancelledBefore', { card: eventCard(ctx, e.card, e.inst) });
    case 'effect':
      return effectMsg(ctx, e);
    case 'reveal':
      // Cards shown to every player (Crebain: "the defender must reveal one random card from his hand for each character").
      return e.label ? msg('e.raw', { text: e.label }) : null;
    case 'attackCancelled':
      return msg('e.attackCancelled', { attack: attackArg(ctx, e.label) });
    default:
      return null;
  }
}

const UNTIL = new Set(['endOfTurn', 'strike', 'attack']);

/** One line for a card's effect as it happens ("Gimli: + 3 prowess against this strike (Risky Blow)"). */
function effectMsg(ctx: DescribeContext, e: Extract<GameEvent, { type: 'effect' }>): Msg {
  const from: Arg = cardIdName(ctx, e.card) === null ? { m: msg('p.aCard') } : cardIdArg(e.card);
  const by = cardIdName(ctx, e.card) === null ? '' : part(msg('p.by', { card: cardIdArg(e.card) }));
  const delta = num(e.delta) ?? 0;
  const change = { sign: signOf(delta), n: Math.abs(delta) };
  const target = typeof e.target === 'number' ? cardArg(ctx, e.target) : { m: msg('p.aCard') };
  switch (e.effect) {
    case 'modify':
      return msg('x.modify', { card: instArg(ctx, e.inst), ...change, stat: { m: statMsg(e.stat) }, until: UNTIL.has(String(e.until)) ? { m: msg(`p.until.${String(e.until)}`) } : '', by });
    case 'modifyAttack':
      return msg('x.modifyAttack', { attack: attackArg(ctx, e.label), ...change, stat: { m: statMsg(e.stat) }, by });
    case 'modifyStrike':
      return msg('x.modifyStrike', { target, ...change, by });
    case 'cancelAttack':
      return msg('x.cancelAttack', { from });
    case 'cancelStrike':
      return msg('x.cancelStrike', { from, target });
    case 'tap':
    case 'untap':
    case 'wound':
    case 'heal':
      return msg(`x.${e.effect}`, { card: instArg(ctx, e.inst), by });
    case 'discard':
      return msg('x.discard', { from, target: typeof e.target === 'string' && cardIdName(ctx, e.target) !== null ? cardIdArg(e.target) : instArg(ctx, e.inst) });
    case 'hazardLimit':
      return msg('x.hazardLimit', { ...change, now: num(e.limit) === null ? '' : part(msg('p.now', { n: e.limit as number })), by });
    case 'custom':
      return msg('x.custom', { from, label: e.label ? e.label : { m: msg('p.itsEffect') } });
    case 'strikesFixed':
      // Arda Revised: an attack where each character faces one strike "is never affected by a card or effect that modifies the number of strikes".
      return msg('x.strikesFixed', { label: e.label ? e.label : { m: msg('p.strikesFixed') }, by });
    default:
      return msg('x.custom', { from, label: e.effect });
  }
}

/** English, as the CLI and the rules' own texts use it (the renderer renders the same messages in the reader's language). */
export function englishEnv(ctx: DescribeContext): RenderEnv {
  return {
    words: EN,
    plural: (n) => (n === 1 ? 'one' : 'other'),
    cardName: (id) => ctx.view.catalog.cards[id]?.name ?? null,
    seatName: (seat) => seatName(ctx, seat),
    regionName: (name) => name,
    viewer: null,
  };
}

/** One line for a legal (or logged) action of this seat, in the imperative (English). */
export function describeAction(ctx: DescribeContext, seat: number, action: Action): string {
  return sentence(englishEnv(ctx), actionMsg(ctx, seat, action));
}

export function chainActionText(ctx: DescribeContext, action: Extract<Action, { type: 'playCard' | 'passChain' }>, inChain: boolean): string {
  return sentence(englishEnv(ctx), chainActionMsg(ctx, action, inChain));
}

/** One log line for an event (English), or null when it is not worth a line. */
export function describeEvent(ctx: DescribeContext, e: GameEvent): string | null {
  const m = eventMsg(ctx, e);
  return m ? sentence(englishEnv(ctx), m) : null;
}

/** The dice of a roll event and its one-line sum (English). */
export function diceLine(ctx: DescribeContext, event: GameEvent): { dice: number[]; text: string } | null {
  if (event.type !== 'roll' || !Array.isArray(event.dice)) return null;
  const d = diceMsg(event);
  return { dice: d.dice, text: renderMsg(englishEnv(ctx), d.msg) };
}
