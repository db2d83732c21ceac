/**
 * The players at a fuzzed table: one that picks a uniformly random legal action, the bots, one
 * that mixes the two, and the malicious moves a hostile client could send: another seat's
 * action, a legal action with a field changed, a manual adjustment on someone else's card, an
 * action already played, an action of another step. All randomness comes from the fuzzer's own
 * generator (the engine's sfc32), so a game is reproduced from its key.
 */
import { legalActions } from '../../src-shared/engine';
import { chooseBotAction, type BotLevel } from '../../src-shared/engine/bots/planner';
import { nextInt, nextUint32, type RngState } from '../../src-shared/engine/rng';
import type { Action, GameState, ManualOp } from '../../src-shared/engine/types';

export const PLAYERS = ['random', 'mixed', 'bot'] as const;
export type PlayerKind = (typeof PLAYERS)[number];

export const chance = (rng: RngState, p: number): boolean => nextUint32(rng) / 4294967296 < p;

export function pick<T>(rng: RngState, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[nextInt(rng, items.length)];
}

/**
 * The action `seat` takes: random (uniform over its legal actions), bot (chooseBotAction at the
 * seat's level), mixed (random with probability `randomShare`, else the bot).
 */
export function chooseFor(kind: PlayerKind, s: GameState, seat: number, rng: RngState, level: BotLevel, randomShare: number): Action | null {
  const random = kind === 'random' || (kind === 'mixed' && chance(rng, randomShare));
  if (!random) return chooseBotAction(s, seat, level);
  return pick(rng, legalActions(s, seat)) ?? null;
}

/** Who controls a card where it lies: a seat's hands, piles and play area, its characters and what they bear; null for decks, discards and the table. */
export function controllerOf(s: GameState, inst: number): number | null {
  const ch = s.chars[inst];
  if (ch) return ch.owner;
  for (const c of Object.values(s.chars)) if (c.items.includes(inst) || c.allies.includes(inst) || c.hazards.includes(inst)) return c.owner;
  for (const p of s.players) {
    for (const zone of [p.hand, p.mpHand, p.mpPile, p.playArea, p.eliminatedPile, p.pool, p.avatar, p.modeCards ?? []]) if (zone.includes(inst)) return p.seat;
  }
  return null;
}

/** Cards in play or in a seat's hands and piles that `seat` does not control. */
function othersCards(s: GameState, seat: number): number[] {
  const out: number[] = [];
  for (const [inst, ch] of Object.entries(s.chars)) if (ch.owner !== seat) out.push(Number(inst), ...ch.items, ...ch.allies, ...ch.hazards);
  for (const p of s.players) if (p.seat !== seat) out.push(...p.playArea, ...p.hand, ...p.mpPile);
  return out;
}

const MANUAL_KINDS = ['tap', 'untap', 'wound', 'heal', 'discard', 'move', 'modify', 'draw'] as const;
const MOVE_TO = ['hand', 'mpPile', 'playArea', 'discard'] as const;

function manualOp(s: GameState, seat: number, rng: RngState): ManualOp {
  const kind = pick(rng, MANUAL_KINDS) as (typeof MANUAL_KINDS)[number];
  if (kind === 'draw') return { kind, count: 1 + nextInt(rng, 8) };
  // Mostly someone else's card: the adjustment a hostile table would try.
  const inst = (chance(rng, 0.7) ? pick(rng, othersCards(s, seat)) : undefined) ?? nextInt(rng, s.cardOf.length);
  if (kind === 'move') return { kind, inst, to: pick(rng, MOVE_TO) as (typeof MOVE_TO)[number] };
  if (kind === 'modify') return { kind, inst, stat: pick(rng, ['prowess', 'body', 'di'] as const) as 'prowess', delta: nextInt(rng, 11) - 5 };
  return { kind, inst };
}

/** Fields of actions that name a card instance, a company or a site. */
const INST_FIELDS = new Set(['inst', 'target', 'character', 'bearer', 'item', 'to', 'from', 'give', 'influencer', 'tester', 'ring', 'controller', 'whispers']);

/** A legal action with one field changed: another instance (maybe none), company, site, seat or count. */
function mutate(s: GameState, a: Action, rng: RngState): Action {
  const copy = JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
  const fields = Object.keys(copy).filter((k) => k !== 'type');
  const field = pick(rng, fields);
  if (field === undefined) return { ...a };
  const value = copy[field];
  if (INST_FIELDS.has(field) || typeof value === 'number') copy[field] = nextInt(rng, s.cardOf.length + 4) - 1;
  else if (field === 'companyId' || field === 'intoCompanyId' || field === 'targetCompanyId') copy[field] = pick(rng, s.companies)?.id ?? 'c0';
  else if (field === 'site') copy[field] = pick(rng, Object.keys(s.catalog.cards).filter((id) => s.catalog.cards[id]?.type === 'Site')) ?? 'x';
  else if (Array.isArray(value)) copy[field] = chance(rng, 0.5) ? [...value, nextInt(rng, s.cardOf.length)] : value.slice(1);
  else if (typeof value === 'boolean') copy[field] = !value;
  else if (field === 'mode') copy[field] = pick(rng, ['Heralded Lord', 'Black Rider', 'Fell Rider', null]);
  else copy[field] = null;
  return copy as unknown as Action;
}

/** Actions of other steps, sent whatever the step now. */
const OFF_STEP: Action[] = [
  { type: 'endPhase' }, { type: 'passChain' }, { type: 'passHazards' }, { type: 'leaveSite' }, { type: 'callCouncil' }, { type: 'withdrawTrade' },
  { type: 'drawRings', count: 2 }, { type: 'assumeMode', mode: 'Fell Rider' }, { type: 'movementDraws', draws: 3 }, { type: 'chooseRing', inst: null },
  { type: 'takeRingwraithFollower', inst: null }, { type: 'draftStartingItem', inst: null, bearer: null }, { type: 'formDarkCompany', chars: [] },
];

export const MALICE = ['foreign', 'mutated', 'manual', 'stale', 'offStep'] as const;
export type Malice = (typeof MALICE)[number];

/**
 * A move the table does not offer: `seat` sends `action`. `deciders` are the seats with a
 * decision; `last` the last action applied.
 */
export function maliciousMove(s: GameState, deciders: readonly number[], last: { seat: number; action: Action } | undefined, rng: RngState): { kind: Malice; seat: number; action: Action } | null {
  const kind = pick(rng, MALICE) as Malice;
  const decider = pick(rng, deciders);
  if (decider === undefined) return null;
  const anySeat = nextInt(rng, s.players.length);
  switch (kind) {
    case 'foreign': {
      const action = pick(rng, legalActions(s, decider));
      const others = s.players.map((p) => p.seat).filter((x) => x !== decider);
      const seat = pick(rng, others);
      return action && seat !== undefined ? { kind, seat, action } : null;
    }
    case 'mutated': {
      const action = pick(rng, legalActions(s, decider));
      return action ? { kind, seat: decider, action: mutate(s, action, rng) } : null;
    }
    case 'manual':
      return { kind, seat: chance(rng, 0.8) ? decider : anySeat, action: { type: 'manual', op: manualOp(s, decider, rng) } };
    case 'stale':
      return last ? { kind, seat: chance(rng, 0.5) ? last.seat : decider, action: last.action } : null;
    case 'offStep':
      return { kind, seat: chance(rng, 0.8) ? decider : anySeat, action: pick(rng, OFF_STEP) as Action };
  }
}
