/**
 * Engine actions and events in words, for the Play screen's log and decision panel and the CLI.
 * Pure: reads a GameView (viewFor + catalog); ids never reach the text where a name exists.
 */
import { defOf } from '../engine/effects/defs';
import type { Action, GameEvent, ManualOp, Step } from '../engine/types';
import { attackName, cardIdName, cardName, cardOfInst, companyName, DECK_NAMES, list, pathText, plural, seatName, siteName, type DescribeContext } from './names';

export { cardName, seatName, type DescribeContext } from './names';

function topStep(ctx: DescribeContext): Step | undefined {
  return ctx.view.stack[ctx.view.stack.length - 1];
}

function bearerOf(ctx: DescribeContext, item: number): number | null {
  for (const [inst, ch] of Object.entries(ctx.view.chars)) if (ch.items.includes(item) || ch.allies.includes(item)) return Number(inst);
  return null;
}

function councilName(ctx: DescribeContext, seat: number): string {
  return ctx.view.players[seat]?.alignment === 'ringwraith' ? 'the Audience with Sauron' : 'the Free Council';
}

function controllerText(ctx: DescribeContext, controller: number | null): string {
  return controller === null ? 'under general influence' : `under ${cardName(ctx, controller)}'s direct influence`;
}

function endPhaseText(ctx: DescribeContext): string {
  const step = topStep(ctx);
  switch (step?.kind) {
    case 'organization':
      return 'End the organization phase';
    case 'longEvent':
      return 'End the long-event phase';
    case 'siteSelect':
      return 'End the site phase';
    case 'endTurn':
      return step.stage === 'active' ? 'End the turn (no discard)' : 'Done (no discard)';
    case 'combat':
      return 'Stop assigning strikes (the attacker assigns the rest)';
    default:
      return 'End the phase';
  }
}

function strikeNumber(ctx: DescribeContext, target: number): string {
  const step = topStep(ctx);
  if (step?.kind !== 'combat') return 'the strike';
  const i = step.slots.findIndex((x) => x.target === target && !x.resolved);
  return i < 0 ? 'the strike' : `strike ${i + 1}`;
}

function manualText(ctx: DescribeContext, op: ManualOp): string {
  switch (op.kind) {
    case 'tap':
    case 'untap':
    case 'wound':
    case 'heal':
    case 'discard':
      return `(manual) ${op.kind} ${cardName(ctx, op.inst)}`;
    case 'move':
      return `(manual) move ${cardName(ctx, op.inst)} to ${{ hand: 'the hand', mpPile: 'the MP pile', playArea: 'the play area', discard: 'the discard pile' }[op.to]}`;
    case 'modify':
      return `(manual) ${cardName(ctx, op.inst)} ${op.delta >= 0 ? '+' : ''}${op.delta} ${op.stat === 'di' ? 'direct influence' : op.stat} until the end of the turn`;
    case 'draw':
      return `(manual) draw ${plural(op.count, 'card')}`;
  }
}

/** Cards declared in the open chain of effects (0 in an empty timing window or without a chain). */
function openChainSize(ctx: DescribeContext): number {
  const step = topStep(ctx);
  return step?.kind === 'chain' ? step.entries.length : 0;
}

/**
 * Playing a defined card or passing, in words: "Respond with X on Y" when cards wait in the
 * chain, "Play X on Y" otherwise; a pass lets the chain resolve (or plays nothing in an
 * empty window). The log says it as it was: `inChain` is whether a chain was open then.
 */
export function chainActionText(ctx: DescribeContext, action: Extract<Action, { type: 'playCard' | 'passChain' }>, inChain: boolean): string {
  if (action.type === 'passChain') return inChain ? 'Pass (let the chain resolve)' : 'Pass (play nothing now)';
  const on = action.target === null ? '' : ` on ${cardName(ctx, action.target)}`;
  return `${inChain ? 'Respond with' : 'Play'} ${cardName(ctx, action.inst)}${on}`;
}

/** One line for a legal (or logged) action of this seat, in the imperative. */
export function describeAction(ctx: DescribeContext, seat: number, action: Action): string {
  const n = (inst: number) => cardName(ctx, inst);
  switch (action.type) {
    case 'draftAvatar':
      return `Draft ${n(action.inst)} as your avatar`;
    case 'chooseStartingCompany': {
      const mind = action.chars.reduce((m, c) => m + (cardOfInst(ctx, c)?.mind ?? 0), 0);
      return `Start with ${list(action.chars.map(n))} (mind ${mind})`;
    }
    case 'draftMinor':
      return `Take ${n(action.inst)} for ${n(action.bearer)}`;
    case 'chooseStartingSite':
      return `Start at ${siteName(ctx, action.site)}`;
    case 'selectRingwraith':
      return `Play ${n(action.inst)}`;
    case 'takeRingwraithFollower':
      return action.inst === null ? 'Take no Ringwraith follower' : `Take ${n(action.inst)} as a Ringwraith follower (one card fewer in your Play hand)`;
    case 'formDarkCompany': {
      const mind = action.chars.reduce((m, c) => m + (cardOfInst(ctx, c)?.mind ?? 0), 0);
      return `Start with ${list(action.chars.map(n))} (mind ${mind})`;
    }
    case 'draftStartingItem':
      if (action.inst === null) return 'Take no more starting items';
      return action.bearer === null ? `Take ${n(action.inst)} into play` : `Take ${n(action.inst)} for ${n(action.bearer)}`;
    case 'playCharacter':
      return `Play ${n(action.inst)} at ${siteName(ctx, action.site)} ${controllerText(ctx, action.controller)}`;
    case 'playAvatar': {
      const inst = ctx.view.players[seat]?.avatar[0];
      return `Play your avatar${inst === undefined ? '' : ` ${n(inst)}`} at ${siteName(ctx, action.site)}`;
    }
    case 'setController':
      return `Put ${n(action.inst)} ${controllerText(ctx, action.controller)}`;
    case 'splitCompany':
      return `Split ${list(action.chars.map(n))} off from ${companyName(ctx, action.companyId)}`;
    case 'joinCompany':
      return `Join ${companyName(ctx, action.companyId)} with ${companyName(ctx, action.intoCompanyId)}`;
    case 'transferItem': {
      const from = bearerOf(ctx, action.item);
      return `Give ${n(action.item)}${from === null ? '' : ` from ${n(from)}`} to ${n(action.to)} (corruption check)`;
    }
    case 'storeItem': {
      const from = bearerOf(ctx, action.item);
      return `Store ${n(action.item)}${from === null ? '' : ` of ${n(from)}`} (corruption check)`;
    }
    case 'discardCommunal':
      return `Discard ${n(action.inst)} and replace it`;
    case 'declareMovement':
      return `Move ${companyName(ctx, action.companyId)} to ${siteName(ctx, action.site)} ${pathText(ctx, action.regions)}`;
    case 'cancelMovement':
      return `Cancel the movement of ${companyName(ctx, action.companyId)}`;
    case 'testRing':
      return `${n(action.tester)} tests ${n(action.ring)}`;
    case 'callCouncil':
      return `Call ${councilName(ctx, seat)}`;
    case 'endPhase':
      return endPhaseText(ctx);
    case 'playResourceEvent':
      return `Play ${n(action.inst)} (its text settled by hand)`;
    case 'startCompanyMH': {
      const co = ctx.view.companies.find((c) => c.id === action.companyId);
      const where = co?.dest ? ` (moving to ${siteName(ctx, co.dest.site)})` : co ? ` (staying at ${siteName(ctx, co.site)})` : '';
      return `Movement/hazard phase of ${companyName(ctx, action.companyId)}${where}${action.draws === undefined ? '' : ` (draw ${action.draws})`}`;
    }
    case 'playCreature': {
      const step = topStep(ctx);
      return `Play ${n(action.inst)}${step?.kind === 'mhHazards' ? ` against ${companyName(ctx, step.companyId)}` : ''}`;
    }
    case 'playHazardEvent':
      return `Play ${n(action.inst)}${action.target === null ? ' (its text settled by hand)' : ` on ${n(action.target)}`}`;
    case 'playCard':
    case 'passChain':
      return chainActionText(ctx, action, openChainSize(ctx) > 0);
    case 'useCard': {
      const card = cardOfInst(ctx, action.inst);
      const ability = card ? defOf(card)?.abilities?.[action.ability]?.label : undefined;
      return `Use ${n(action.inst)}${ability ? ` (${ability})` : ''}${action.target === null ? '' : ` on ${n(action.target)}`}`;
    }
    case 'passHazards': {
      const step = topStep(ctx);
      return step?.kind === 'mhHazards' ? `Pass (hazard limit ${step.limit}, ${step.played} played)` : 'Pass';
    }
    case 'enterSite': {
      const co = ctx.view.companies.find((c) => c.id === action.companyId);
      return `Enter ${co ? siteName(ctx, co.site) : 'the site'} with ${companyName(ctx, action.companyId)}`;
    }
    case 'attackCompany':
      return `Attack ${companyName(ctx, action.targetCompanyId)} with ${list(action.attackers.map(n))}`;
    case 'playMpCard':
      return `Play ${n(action.inst)} with ${n(action.character)} (taps)`;
    case 'playMinorItem':
      return `Take ${n(action.inst)} for ${n(action.character)} (taps)`;
    case 'influenceAttempt':
      return `${n(action.influencer)} tries to influence ${n(action.target)}`;
    case 'leaveSite':
      return 'Done at this site';
    case 'assignStrike': {
      const step = topStep(ctx);
      const k = step?.kind === 'combat' ? ` ${step.slots.length + 1} of ${step.attack.strikes}` : '';
      return `Assign strike${k} to ${n(action.target)}`;
    }
    case 'allocateExcess':
      return `Give an excess strike (-1 prowess) to ${n(action.target)}`;
    case 'resolveStrike':
      return action.stayUntapped
        ? `${n(action.target)}: take the -3 and stay untapped against ${strikeNumber(ctx, action.target)}`
        : `${n(action.target)}: face ${strikeNumber(ctx, action.target)}`;
    case 'discard':
      return `Discard ${n(action.inst)}`;
    case 'destroyOneRing':
      if (ctx.view.profile === 'dark-arda') return `Bring The One Ring to Barad-dûr with ${n(action.bearer)}`;
      return ctx.view.players[seat]?.alignment === 'ringwraith' ? `Bring The One Ring to Minas Morgul with ${n(action.bearer)}` : `Cast The One Ring into the fire with ${n(action.bearer)}`;
    case 'removeHazard':
      return `${n(action.bearer)}: try to remove ${n(action.inst)}${/may tap to attempt to remove/i.test(cardOfInst(ctx, action.inst)?.text ?? '') ? ' (taps)' : ''}`;
    case 'manual':
      return manualText(ctx, action.op);
    case 'movementDraws': {
      const step = topStep(ctx);
      return `Draw ${plural(action.draws, 'card')}${step?.kind === 'mhDraws' ? ` (up to ${step.max}, one per region moved through)` : ''}`;
    }
    case 'offerTrade':
      return `Offer ${n(action.give)} to ${seatName(ctx, action.to)} in trade for a card of their ${ctx.view.players[seat]?.mpHand.includes(action.give) ? 'MP hand' : 'Play hand'} (they choose it)`;
    case 'answerTrade': {
      const offer = ctx.view.trades?.find((o) => o.from === action.from && o.to === seat);
      const theirs = offer ? n(offer.give) : 'their card';
      return action.give === null ? `Decline ${seatName(ctx, action.from)}'s offer of ${theirs}` : `Give ${n(action.give)} to ${seatName(ctx, action.from)} for ${theirs}`;
    }
    case 'withdrawTrade': {
      const offer = ctx.view.trades?.find((o) => o.from === seat);
      return `Withdraw your trade offer${offer ? ` of ${n(offer.give)} to ${seatName(ctx, offer.to)}` : ''}`;
    }
    case 'playProneToViolence':
      return `Play ${n(action.inst)} (it replaces the virtual copy; draw a card)`;
    case 'chooseRing':
      return action.inst === null ? 'Take none of the matching rings' : `Take ${n(action.inst)} for the tested ring`;
    case 'keepItem': {
      const step = topStep(ctx);
      const who = step?.kind === 'keepItem' ? n(step.inst) : 'the leaving character';
      return action.item === null || action.to === null ? `Keep none of ${who}'s items (all are discarded)` : `Keep ${n(action.item)}: ${n(action.to)} takes it from ${who}`;
    }
    case 'saveRing':
      return `Place ${n(action.inst)} under ${n(action.whispers)}`;
    case 'drawRings':
      return action.count === 0 ? 'Draw the Treasure hand as normal' : `Draw ${action.count === 1 ? 'a ring' : `${action.count} rings`} from the Ring deck for Whispers of Rings (no Treasure-hand refill until after your next turn)`;
    case 'assumeMode':
      return action.mode === null ? 'Your Ringwraith leaves his mode' : `Your Ringwraith assumes ${action.mode} mode`;
    default:
      return genericActionText(ctx, action as { type: string });
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

const OUTCOMES: Record<string, string> = {
  defeated: 'defeated',
  failed: 'strike failed, attack not defeated',
  tie: 'tie, no effect',
  wounded: 'wounded',
  eliminated: 'wounded and eliminated',
  detained: 'detained: tapped, no body check',
  survives: 'survives',
  pass: 'passes',
  discarded: 'discarded',
  success: 'success',
  failure: 'failure',
  gone: 'no longer there',
  cancelled: 'cancelled',
};

/** Strike outcomes speak of the whole strike; other rolls' results read as they are. */
function outcomeText(purpose: string, result: string): string {
  if (purpose === 'strike' || purpose === 'cvcStrike') return OUTCOMES[result] ?? result;
  if (purpose === 'strikeBodyCheck') return result === 'failed' ? 'not defeated' : result;
  if (purpose === 'corruption') return result === 'pass' ? 'passes' : result;
  return result;
}

const ROLL_WHAT: Record<string, string> = {
  strike: 'strike',
  cvcStrike: 'strike roll',
  bodyCheck: 'body check',
  strikeBodyCheck: 'body check',
  corruption: 'corruption check',
  influence: 'influence check',
  influenceAttempt: 'influence attempt',
  ringTest: 'ring test',
  removal: 'removal roll',
};

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function signed(value: number, label: string): string {
  return `${value < 0 ? '-' : '+'} ${Math.abs(value)} ${label}`;
}

/** The dice of a roll event and its one-line sum: "2D6 7 + 5 prowess = 12 vs strike 11: defeated". */
export function diceLine(_ctx: DescribeContext, event: GameEvent): { dice: number[]; text: string } | null {
  if (event.type !== 'roll' || !Array.isArray(event.dice)) return null;
  const dice = (event.dice as unknown[]).filter((d): d is number => typeof d === 'number');
  const rolled = dice.reduce((a, b) => a + b, 0);
  const total = num(event.total) ?? rolled;
  const given = Array.isArray(event.mods) ? (event.mods as { label?: unknown; value?: unknown }[]) : null;
  let mods = (given ?? [])
    .map((m) => ({ label: typeof m.label === 'string' && m.label ? m.label : 'modifier', value: num(m.value) ?? 0 }))
    .filter((m) => m.value !== 0 || m.label === 'prowess');
  // Events without their parts (or parts that do not add up) still show a true sum.
  const rest = total - rolled - mods.reduce((a, m) => a + m.value, 0);
  if (rest !== 0) mods = [...mods, { label: 'modifier', value: rest }];
  let text = `${dice.length}D6 ${rolled}`;
  for (const m of mods) text += ` ${signed(m.value, m.label)}`;
  text += ` = ${total}`;
  const against = num(event.against) ?? (num(event.need) === null ? null : (num(event.need) as number) - 1);
  if (against !== null) text += ` vs ${typeof event.againstLabel === 'string' ? event.againstLabel : 'need'} ${against}`;
  if (typeof event.result === 'string' && event.result) text += `: ${outcomeText(String(event.purpose), event.result)}`;
  return { dice, text };
}

function rollSubject(ctx: DescribeContext, e: GameEvent): string {
  const inst = num(e.inst);
  const who = inst !== null ? cardName(ctx, inst) : (cardIdName(ctx, e.card) ?? (num(e.seat) !== null ? seatName(ctx, e.seat as number) : 'Roll'));
  const what = ROLL_WHAT[String(e.purpose)] ?? 'roll';
  switch (e.purpose) {
    case 'strike':
      return `${who}, strike of ${attackName(ctx, e.label)}`;
    case 'cvcStrike':
      return `${who}, strike against ${num(e.target) === null ? 'the defender' : cardName(ctx, e.target as number)}`;
    case 'strikeBodyCheck':
      return `${attackName(ctx, e.label)}, body check`;
    case 'influence':
      return `${who}, influence check for ${cardIdName(ctx, e.card) ?? 'a faction'}`;
    case 'influenceAttempt':
      return `${who}, influence attempt on ${cardIdName(ctx, e.card) ?? (num(e.target) === null ? 'a card' : cardName(ctx, e.target as number))}`;
    case 'removal':
      return `${who}, roll to remove ${cardIdName(ctx, e.card) ?? 'a card'}`;
    case 'ringTest':
      return `${who}, ring test of ${cardIdName(ctx, e.ring) ?? 'a gold ring'}`;
    case 'corruption':
      return `${cardIdName(ctx, e.card) ?? who}, corruption check${typeof e.why === 'string' && e.why ? ` (${e.why})` : ''}`;
    default:
      return `${who}, ${what}`;
  }
}

function card(ctx: DescribeContext, e: GameEvent, instKey = 'inst'): string {
  return cardIdName(ctx, e.card) ?? (num(e[instKey]) === null ? 'a card' : cardName(ctx, e[instKey] as number));
}

function seat(ctx: DescribeContext, v: unknown): string {
  return num(v) === null ? 'A player' : seatName(ctx, v as number);
}

function inst(ctx: DescribeContext, v: unknown): string {
  return num(v) === null ? 'a card' : cardName(ctx, v as number);
}

function companyOf(ctx: DescribeContext, v: unknown): string {
  return typeof v === 'string' ? companyName(ctx, v) : 'a company';
}

function site(ctx: DescribeContext, v: unknown): string {
  return typeof v === 'string' ? siteName(ctx, v) : 'a site';
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const END_REASONS: Record<string, string> = {
  council: 'the Council',
  audience: 'the Audience with Sauron',
  elimination: 'elimination',
  'avatars-eliminated': 'all Ringwraiths but one eliminated',
  'one-ring': 'The One Ring',
  'round-cap': 'the round limit',
  'no-players': 'no players left',
};

/** One log line for an event, or null when it is not worth a line. */
export function describeEvent(ctx: DescribeContext, e: GameEvent): string | null {
  switch (e.type) {
    case 'roll': {
      const line = diceLine(ctx, e);
      return line ? `${cap(rollSubject(ctx, e))}: ${line.text}` : null;
    }
    case 'toss':
      return `${seat(ctx, e.first)} wins the toss and goes first`;
    case 'dealt':
      return `${seat(ctx, e.seat)} is dealt ${plural(num(e.count) ?? 0, 'character')}`;
    case 'draftAvatar':
      return `${seat(ctx, e.seat)} drafts ${card(ctx, e)}`;
    case 'startingCompany': {
      const names = Array.isArray(e.cards) ? (e.cards as unknown[]).map((id) => cardIdName(ctx, id) ?? 'a hidden card') : [];
      return `${seat(ctx, e.seat)} starts with ${list(names)}`;
    }
    case 'draftMinor':
      // Dark Arda: a null card ends the seat's picks; a null bearer puts Whispers of Rings / Orders from Lugbúrz into play.
      if (e.card === null) return `${seat(ctx, e.seat)} takes no more starting items`;
      return e.bearer === null ? `${seat(ctx, e.seat)} takes ${card(ctx, e)} into play` : `${seat(ctx, e.seat)} takes ${card(ctx, e)} for ${inst(ctx, e.bearer)}`;
    case 'seating':
      return `Seats by dice, clockwise from the lowest roll: ${Array.isArray(e.order) ? list((e.order as unknown[]).map((x) => seat(ctx, x))) : ''}`;
    case 'modeCards':
      return `${seat(ctx, e.seat)} receives Heralded Lord, Black Rider and Fell Rider`;
    case 'selectRingwraith':
      return `${seat(ctx, e.seat)} plays ${card(ctx, e)}`;
    case 'ringwraithFollower':
      return e.card === null ? `${seat(ctx, e.seat)} takes no Ringwraith follower` : `${seat(ctx, e.seat)} takes ${card(ctx, e)} as a Ringwraith follower`;
    case 'startingHands':
      return `${seat(ctx, e.seat)} draws ${plural(num(e.play) ?? 0, 'card')} for the Play hand and ${plural(num(e.treasure) ?? 0, 'card')} for the Treasure hand`;
    case 'startingSite':
      return `${seat(ctx, e.seat)} starts at ${site(ctx, e.site)}`;
    case 'turn':
      return `Turn ${num(e.number) ?? '?'} (round ${num(e.round) ?? '?'}): ${seat(ctx, e.seat)}; first hazard player ${seat(ctx, e.firstHazard)}`;
    case 'reshuffle':
      return `The ${e.align === 'ringwraith' ? 'Ringwraith' : 'Wizard'} ${DECK_NAMES[String(e.deck)] ?? 'deck'} is reshuffled from its discard pile`;
    case 'draw':
      return `${seat(ctx, e.seat)} draws ${plural(num(e.count) ?? 0, 'card')}`;
    case 'tradeOffered':
      return `${seat(ctx, e.seat)} offers ${seat(ctx, e.to)} a card of the ${e.hand === 'mp' ? 'MP' : 'Play'} hand in trade`;
    case 'tradeDone':
      return `${seat(ctx, e.from)} and ${seat(ctx, e.seat)} trade one ${e.hand === 'mp' ? 'MP' : 'Play'} hand card each`;
    case 'tradeDeclined':
      return `${seat(ctx, e.seat)} declines ${seat(ctx, e.from)}'s trade offer`;
    case 'tradeWithdrawn':
      return `${seat(ctx, e.seat)} withdraws the trade offer to ${seat(ctx, e.to)}`;
    case 'discard':
      return `${cap(card(ctx, e))} is discarded`;
    case 'faceUp':
      return `${cap(card(ctx, e))} is turned face up (${e.deck === 'character' ? 'roving characters' : e.deck === 'minor' ? 'minor items' : 'MP cards'})`;
    case 'playCharacter':
      return `${seat(ctx, e.seat)} plays ${card(ctx, e)} at ${site(ctx, e.site)} ${controllerText(ctx, num(e.controller))}`;
    case 'playAvatar':
      return `${seat(ctx, e.seat)} plays the avatar ${card(ctx, e)} at ${site(ctx, e.site)}`;
    case 'setController':
      return `${cap(inst(ctx, e.inst))} is now ${controllerText(ctx, num(e.controller))}`;
    case 'splitCompany':
      return `${cap(companyOf(ctx, e.to))} splits off from ${companyOf(ctx, e.from)}`;
    case 'joinCompany':
      return `Two companies join: now ${companyOf(ctx, e.into)}`;
    case 'transferItem':
      return `${cap(inst(ctx, e.item))} passes from ${inst(ctx, e.from)} to ${inst(ctx, e.to)}`;
    case 'storeItem':
      return `${seat(ctx, e.seat)} stores ${card(ctx, e)}`;
    case 'declareMovement':
      return `${cap(companyOf(ctx, e.companyId))} will move to ${site(ctx, e.site)} ${pathText(ctx, Array.isArray(e.regions) ? (e.regions as string[]) : [])}`;
    case 'callCouncil':
      return `${seat(ctx, e.seat)} calls ${councilName(ctx, num(e.seat) ?? 0)} with ${num(e.mp) ?? '?'} MP`;
    case 'playResourceEvent':
      return `${seat(ctx, e.seat)} plays ${card(ctx, e)} (its text settled by hand)`;
    case 'movementHazard':
      return `${cap(companyOf(ctx, e.companyId))} ${e.moving ? 'moves to' : 'stays at'} ${site(ctx, e.to)}: hazard limit ${num(e.limit) ?? '?'}, ${seat(ctx, e.hazardSeat)} plays hazards`;
    case 'playCreature':
      return `${seat(ctx, e.seat)} plays ${card(ctx, e)} against ${companyOf(ctx, e.companyId)} (${num(e.played) ?? '?'} of ${num(e.limit) ?? '?'})`;
    case 'playHazardEvent':
      return `${seat(ctx, e.seat)} plays ${card(ctx, e)}${num(e.target) === null ? ' (its text settled by hand)' : ` on ${inst(ctx, e.target)}`} (${num(e.played) ?? '?'} of ${num(e.limit) ?? '?'})`;
    case 'passHazards':
      return e.to === null || e.to === undefined ? `${seat(ctx, e.seat)} passes: no more hazards for this company` : `${seat(ctx, e.seat)} passes to ${seat(ctx, e.to)} (hazard limit one lower)`;
    case 'attack': {
      const body = num(e.body);
      const strikes = e.oneEach === true ? `one strike against each character (${num(e.strikes) ?? 0})` : plural(num(e.strikes) ?? 0, 'strike');
      return `${cap(attackName(ctx, e.label))} attacks ${companyOf(ctx, e.companyId)}: ${strikes}${String(e.label).startsWith('company ') ? '' : `, prowess ${num(e.prowess) ?? '?'}${body === null ? '' : `, body ${body}`}`}`;
    }
    case 'assignStrike':
      return `A strike is assigned to ${inst(ctx, e.target)}`;
    case 'strikeResolved':
      return `Strike against ${inst(ctx, e.target)}: ${OUTCOMES[String(e.outcome)] ?? 'resolved'}`;
    case 'attackDefeated':
      return `${cap(attackName(ctx, e.label))} is defeated${num(e.mp) ? ` (${seat(ctx, e.seat)} gains ${plural(num(e.mp) as number, 'MP', 'MP')})` : ''}`;
    case 'attackEnded':
      return `${cap(attackName(ctx, e.label))} is over`;
    case 'allyEliminated':
      return `${cap(inst(ctx, e.inst))} is eliminated`;
    case 'itemSaved':
      return `${cap(inst(ctx, e.to))} takes ${inst(ctx, e.item)}`;
    case 'characterRemoved':
      return `${cap(card(ctx, e))} is ${e.how === 'killed' ? 'killed' : e.how === 'discarded' ? 'discarded' : e.how === 'corrupted' ? 'lost to corruption' : 'eliminated'}`;
    case 'playerOut':
      return `${seat(ctx, e.seat)} is out of the game (the avatar is lost)`;
    case 'arrive':
      return `${cap(companyOf(ctx, e.companyId))} arrives at ${site(ctx, e.site)}`;
    case 'enterSite':
      return `${cap(companyOf(ctx, e.companyId))} enters ${site(ctx, e.site)}`;
    case 'playMpCard':
      return e.success === false
        ? `${inst(ctx, e.character)} fails to bring ${card(ctx, e)} into play; it is discarded`
        : `${cap(inst(ctx, e.character))} plays ${card(ctx, e)} at ${site(ctx, e.site)}`;
    case 'playMinorItem':
      return `${cap(inst(ctx, e.character))} takes ${card(ctx, e)}`;
    case 'influenceAttempt':
      return e.success
        ? `${cap(inst(ctx, e.influencer))} influences ${card(ctx, e, 'target')} away from ${seat(ctx, e.from)}`
        : `${cap(inst(ctx, e.influencer))} fails to influence ${card(ctx, e, 'target')}`;
    case 'hazardRemoved':
      return `${cap(card(ctx, e))} is removed from ${inst(ctx, e.bearer)} and discarded`;
    case 'hazardDiscarded':
      return `${cap(card(ctx, e))} on ${inst(ctx, e.bearer)} is discarded${typeof e.why === 'string' && e.why ? ` (${e.why})` : ''}`;
    case 'ringFound':
      return `${cap(inst(ctx, e.bearer))} receives ${card(ctx, e)}${e.from === 'whispers' ? ' (from under Whispers of Rings)' : ''}`;
    case 'ringDeckReveal': {
      const names = Array.isArray(e.revealed) ? (e.revealed as string[]).map((id) => cardIdName(ctx, id) ?? 'a ring') : [];
      return `The Ring deck reveals ${names.length ? list(names) : 'nothing'}`;
    }
    case 'ringDeclined':
      return `${seat(ctx, e.seat)} takes none of the matching rings`;
    case 'playProneToViolence':
      return `${seat(ctx, e.seat)} plays ${card(ctx, e)}: it replaces the virtual copy`;
    case 'saveRing':
      return `${seat(ctx, e.seat)} places ${card(ctx, e)} under Whispers of Rings`;
    case 'ringDraw': {
      const names = Array.isArray(e.cards) ? (e.cards as string[]).map((id) => cardIdName(ctx, id) ?? 'a ring') : [];
      return `${seat(ctx, e.seat)} draws ${names.length ? list(names) : 'no ring'} from the Ring deck for Whispers of Rings`;
    }
    case 'assumeMode':
      return typeof e.mode === 'string' ? `${seat(ctx, e.seat)}'s Ringwraith assumes ${e.mode} mode` : `${seat(ctx, e.seat)}'s Ringwraith leaves his mode`;
    case 'ringNotFound':
      return `No ring of the kinds rolled (${Array.isArray(e.kinds) && e.kinds.length ? (e.kinds as string[]).join(', ') : 'none'}) in the Ring deck`;
    case 'council':
      return ctx.view.profile === 'dark-arda' ? 'The Audience with Sauron: final corruption checks' : 'The Council: final corruption checks';
    case 'gameOver': {
      const winners = Array.isArray(e.winners) ? (e.winners as number[]).map((w) => seat(ctx, w)) : [];
      return `Game over (${END_REASONS[String(e.reason)] ?? 'the end'}): ${winners.length ? `${list(winners)} win${winners.length === 1 ? 's' : ''}` : 'no winner'}`;
    }
    case 'manual':
      return `${seat(ctx, e.seat)}: ${typeof e.op === 'object' && e.op ? manualText(ctx, e.op as ManualOp) : '(manual)'}`;
    case 'declare':
      if (e.ability !== undefined) return `${seat(ctx, e.seat)} uses ${card(ctx, e)} (${String(e.text)})${num(e.target) === null ? '' : ` on ${inst(ctx, e.target)}`}`;
      return `${seat(ctx, e.seat)} declares ${card(ctx, e)}${num(e.target) === null ? '' : ` on ${inst(ctx, e.target)}`}`;
    case 'passChain':
      return `${seat(ctx, e.seat)} passes`;
    case 'chainResolves': {
      const names = Array.isArray(e.entries) ? (e.entries as unknown[]).map((id) => cardIdName(ctx, id) ?? 'a card').reverse() : [];
      return names.length > 1 ? `The chain resolves, last declared first: ${names.join(', then ')}` : `The chain resolves: ${list(names)}`;
    }
    case 'resolve':
      return `${cap(card(ctx, e))} resolves${num(e.target) === null ? '' : ` on ${inst(ctx, e.target)}`}: ${PLACED[String(e.placed)] ?? 'its effects happen'}${quoteText(e.text)}`;
    case 'fizzle':
      if (e.ability !== undefined) return `${cap(card(ctx, e))}'s ability fizzles (its conditions no longer hold)`;
      return `${cap(card(ctx, e))} fizzles (its conditions no longer hold) and is discarded`;
    case 'cancelled':
      return `${cap(card(ctx, e))} is cancelled before it resolves`;
    case 'effect':
      return effectText(ctx, e);
    case 'reveal':
      // Cards shown to every player (Crebain: "the defender must reveal one random card from his hand for each character").
      return typeof e.label === 'string' && e.label ? e.label : null;
    case 'attackCancelled':
      return `${cap(attackName(ctx, e.label))} is cancelled`;
    default:
      return null;
  }
}

const PLACED: Record<string, string> = {
  attached: 'it is attached',
  stays: 'it stays in play',
  scored: 'it goes to the MP pile',
  discard: 'its effects happen and it is discarded',
  ability: 'its effects happen',
};

/** The card's words after a resolve line, cut short: the chain panel shows them whole. */
function quoteText(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  const t = text.trim();
  return ` ("${t.length > 140 ? `${t.slice(0, 139).trimEnd()}…` : t}")`;
}

const STAT_NAMES: Record<string, string> = { prowess: 'prowess', body: 'body', di: 'direct influence', strikes: 'strikes', corruptionCheck: 'corruption checks' };

const UNTIL: Record<string, string> = { endOfTurn: ' until the end of the turn', strike: ' against this strike', attack: ' for this attack', inPlay: '' };

function statText(stat: unknown): string {
  return STAT_NAMES[String(stat)] ?? 'a value';
}

function untilText(until: unknown): string {
  return typeof until === 'string' ? (UNTIL[until] ?? '') : '';
}

/** One line for a card's effect as it happens ("Gimli: + 3 prowess against this strike (Risky Blow)"). */
function effectText(ctx: DescribeContext, e: GameEvent): string {
  const from = cardIdName(ctx, e.card);
  const by = from ? ` (${from})` : '';
  const delta = num(e.delta) ?? 0;
  switch (e.effect) {
    case 'modify':
      return `${cap(inst(ctx, e.inst))}: ${signed(delta, statText(e.stat))}${untilText(e.until)}${by}`;
    case 'modifyAttack':
      return `${cap(attackName(ctx, e.label))}: ${signed(delta, statText(e.stat))}${by}`;
    case 'modifyStrike':
      return `The strike against ${inst(ctx, e.target)}: ${signed(delta, 'prowess')}${by}`;
    case 'cancelAttack':
      return `${from ?? 'A card'} cancels the attack`;
    case 'cancelStrike':
      return `${from ?? 'A card'} cancels the strike against ${inst(ctx, e.target)}`;
    case 'tap':
      return `${cap(inst(ctx, e.inst))} is tapped${by}`;
    case 'untap':
      return `${cap(inst(ctx, e.inst))} is untapped${by}`;
    case 'wound':
      return `${cap(inst(ctx, e.inst))} is wounded${by}`;
    case 'heal':
      return `${cap(inst(ctx, e.inst))} is healed${by}`;
    case 'discard':
      return `${from ?? 'A card'} discards ${cardIdName(ctx, e.target) ?? inst(ctx, e.inst)}`;
    case 'hazardLimit':
      return `Hazard limit ${delta < 0 ? '-' : '+'}${Math.abs(delta)}${num(e.limit) === null ? '' : ` (now ${num(e.limit)})`}${by}`;
    case 'custom':
      return `${from ?? 'A card'}: ${typeof e.label === 'string' && e.label ? e.label : 'its effect happens'}`;
    case 'strikesFixed':
      // Arda Revised: an attack where each character faces one strike "is never affected by a card or effect that modifies the number of strikes".
      return `${typeof e.label === 'string' && e.label ? e.label : 'Each character faces one strike: the number of strikes does not change'}${by}`;
    default:
      return `${from ?? 'A card'}: ${typeof e.effect === 'string' ? e.effect : 'an effect'}`;
  }
}
