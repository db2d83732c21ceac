/**
 * One fuzzed game, start to end, checked after every action: `fuzzGame(config)`. A config is
 * written as a key ("arda-revised/mixed/5/pool/random/r120/17") from which the same game is
 * played again: the engine's seed is the key, and the fuzzer's own choices come from a generator
 * seeded with it.
 */
import { actionSchema } from '../../src-shared/api/schemasGames';
import { actors, applyInPlace, checkAction, createGame, legalActions, viewFor } from '../../src-shared/engine';
import { wordsAfter, wordsBefore, type EntryWords } from '../../src-shared/play/record';
import type { BotLevel } from '../../src-shared/engine/bots/planner';
import { nextInt, nextUint32, seedRng } from '../../src-shared/engine/rng';
import { GAME_PROFILES, PROFILES, type Action, type Alignment, type GameEvent, type GameProfile, type GameSetup, type GameState, type PlayerSetup } from '../../src-shared/engine/types';
import { baselineOf, finishedGameProblems, HandWatch, HazardWatch, jsonDiff, stateJson, stateProblems } from './invariants';
import { chance, chooseFor, controllerOf, maliciousMove, pick, PLAYERS, type Malice, type PlayerKind } from './players';
import { deckLists, fuzzSetup, listAlignment, type SetSource } from './sets';

export const SIDES = ['wizard', 'ringwraith', 'mixed'] as const;
export type Sides = (typeof SIDES)[number];

export interface FuzzConfig {
  profile: GameProfile;
  /** Arda Revised: every seat Wizard, every seat Ringwraith, or both; Dark Arda: ringwraith. */
  sides: Sides;
  seats: number;
  /** 'pool', or deck-list letters ("A", "F", "A+F"; sets.ts). */
  sets: SetSource;
  player: PlayerKind;
  /** The engine's round cap (options.maxRounds): a game that reaches it ends, scored as it stands. */
  maxRounds: number;
  /** The game's number: with the rest, its seed. */
  n: number;
}

/** Per step, the chance of a move the table does not offer (players.ts maliciousMove). */
export const MALICE_RATE = 0.03;
/** Per step, the chance that a non-deciding seat takes an out-of-turn action if it has one (a trade, Prone to Violence). */
const OUT_OF_TURN_RATE = 0.05;
/** Per step, the chance that the fuzzer checks that reading the game (legalActions, viewFor, for a random seat) leaves it unchanged. */
const READ_CHECK_RATE = 0.005;
/** A game still going after this many actions did not end: a failure. */
export const ACTION_CAP = 100_000;

export function keyOf(c: FuzzConfig): string {
  return `${c.profile}/${c.sides}/${c.seats}/${c.sets}/${c.player}/r${c.maxRounds}/${c.n}`;
}

export function parseKey(key: string): FuzzConfig {
  const [profile, sides, seats, sets, player, rounds, n, ...rest] = key.split('/');
  const config = { profile, sides, seats: Number(seats), sets, player, maxRounds: Number(rounds?.slice(1)), n: Number(n) } as FuzzConfig;
  const problem = configProblem(config);
  if (rest.length > 0 || problem) throw new Error(`not a fuzz key: "${key}"${problem ? ` (${problem})` : ''}; keys read profile/sides/seats/sets/player/rROUNDS/n`);
  return config;
}

export function configProblem(c: FuzzConfig): string | null {
  if (!GAME_PROFILES.includes(c.profile)) return `profile ${c.profile}`;
  if (!SIDES.includes(c.sides) || (c.profile === 'dark-arda' && c.sides !== 'ringwraith')) return `sides ${c.sides}`;
  const { min, max } = PROFILES[c.profile].seats;
  if (!Number.isInteger(c.seats) || c.seats < min || c.seats > max) return `seats ${c.seats}`;
  if (c.sides === 'mixed' && c.seats < 2) return 'a mixed table needs two seats';
  if (!PLAYERS.includes(c.player)) return `player ${c.player}`;
  if (!Number.isInteger(c.maxRounds) || c.maxRounds < 1) return `rounds ${c.maxRounds}`;
  if (!Number.isInteger(c.n) || c.n < 0) return `game number ${c.n}`;
  if (c.sets !== 'pool') {
    const letters = c.sets.split('+');
    const wanted = new Set(c.sides === 'mixed' ? ['wizard', 'ringwraith'] : [c.sides]);
    if (letters.some((l) => !deckLists().has(l)) || letters.map(listAlignment).sort().join() !== [...wanted].sort().join()) return `sets ${c.sets} for ${c.sides} seats`;
  }
  return null;
}

export interface FuzzProblem {
  /** What broke: an invariant after an action, the engine throwing, an action outside the schema, a rejection without its fields, a stuck or endless game, the finished game. */
  kind: 'invariant' | 'crash' | 'schema' | 'rejection' | 'stuck' | 'unfinished' | 'finished';
  message: string;
  /** The action count when it happened, the seat, the action and the step it was sent in; `malice` when the fuzzer sent it on purpose. */
  step?: number;
  seat?: number;
  action?: Action;
  at?: string;
  malice?: Malice;
}

/** An accepted manual adjustment of a card the acting seat did not control. */
export interface ForeignManual {
  step: number;
  seat: number;
  op: Extract<Action, { type: 'manual' }>['op'];
  controller: number | null;
}

export interface FuzzResult {
  ok: boolean;
  seed: string;
  config: FuzzConfig;
  actions: number;
  problems: FuzzProblem[];
  /** The first crash's message, if the engine threw. */
  error: string | null;
  reason: string;
  rounds: number;
  malice: { sent: number; rejected: number; accepted: number };
  /** The moves the fuzzer sent on purpose that the engine took (the first 50). */
  acceptedMalice: { step: number; kind: Malice; seat: number; action: Action }[];
  foreignManual: ForeignManual[];
  /** The game as it ended or broke (null when createGame threw). */
  state: GameState | null;
}

/** The seats of a config: alignments (a mixed table has both, at random places), kinds and bot levels. */
function seatsFor(c: FuzzConfig, rng: ReturnType<typeof seedRng>): PlayerSetup[] {
  const alignments: Alignment[] = Array.from({ length: c.seats }, () => (c.sides === 'mixed' ? (chance(rng, 0.5) ? 'wizard' : 'ringwraith') : c.sides));
  if (c.sides === 'mixed' && new Set(alignments).size < 2) alignments[0] = alignments[1] === 'wizard' ? 'ringwraith' : 'wizard';
  return alignments.map((alignment, seat) => ({
    seat,
    name: `P${seat}`,
    // Human seats trade and choose their rings; bots never offer a trade.
    kind: c.player !== 'bot' && chance(rng, 0.5) ? 'human' : 'bot',
    alignment,
    level: chance(rng, 0.5) ? 'planner' : 'simple',
  }));
}

const stepOf = (s: GameState) => s.stack[s.stack.length - 1]?.kind ?? 'empty';
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function fuzzSetupOf(c: FuzzConfig): GameSetup {
  const key = keyOf(c);
  return fuzzSetup(c.profile, seatsFor(c, seedRng(`seats:${key}`)), c.sets, key, { maxRounds: c.maxRounds });
}

/** Plays one game as the config says, checking every action; stops at the first problem. */
export function fuzzGame(c: FuzzConfig): FuzzResult {
  const key = keyOf(c);
  const rng = seedRng(`fuzz:${key}`);
  const result: FuzzResult = { ok: false, seed: key, config: c, actions: 0, problems: [], error: null, reason: 'unfinished', rounds: 0, malice: { sent: 0, rejected: 0, accepted: 0 }, acceptedMalice: [], foreignManual: [], state: null };
  const problems = result.problems;
  let setup: GameSetup;
  let state: GameState;
  try {
    setup = fuzzSetupOf(c);
    state = createGame(setup);
  } catch (error) {
    result.error = messageOf(error);
    problems.push({ kind: 'crash', message: `createGame: ${result.error}` });
    return result;
  }
  const s = state;
  result.state = s;
  const levels = new Map(setup.players.map((p) => [p.seat, (p.level ?? 'simple') as BotLevel]));
  const randomShare = c.player === 'mixed' ? 0.2 + 0.6 * (nextUint32(rng) / 4294967296) : 1;
  const base = baselineOf(s);
  const words: EntryWords[] = [];
  const hands = new HandWatch();
  const hazards = new HazardWatch();
  let last: { seat: number; action: Action } | undefined;
  const initial = stateProblems(s, base);
  if (initial.length > 0) problems.push(...initial.map((message) => ({ kind: 'invariant' as const, message, step: 0, at: stepOf(s) })));

  /** Sends an action; true when it was applied. Records crashes, schema misses, untyped rejections and broken invariants. */
  const send = (seat: number, action: Action, malice?: Malice): boolean => {
    const at = stepOf(s);
    const where = { step: result.actions, seat, action, at, malice };
    const controller = action.type === 'manual' && 'inst' in action.op ? controllerOf(s, action.op.inst) : null;
    let events: GameEvent[];
    // A refused move must leave the game as it was: the log, and so replay, knows nothing of it. Serializing the state is
    // dear (Dark Arda sets hold 5,000 cards): one refusal in four is compared here, the rest by the replay at the end.
    const before = malice && chance(rng, 0.25) ? stateJson(s) : '';
    hazards.before(s);
    try {
      // The record's words, made as the app makes them (the games service: before and after each applied action).
      const pending = checkAction(s, seat, action) === null ? wordsBefore(s, seat, action) : null;
      const r = applyInPlace(s, seat, action);
      if (r.ok && pending) words.push(wordsAfter(pending, s, r.events));
      if (!r.ok) {
        const { code, rule, message } = r.rejection;
        if (!malice) problems.push({ kind: 'stuck', message: `an offered action was rejected: ${code}: ${message}`, ...where });
        else if (![code, rule, message].every((x) => typeof x === 'string' && x.length > 0)) problems.push({ kind: 'rejection', message: `rejection without code, rule or message: ${JSON.stringify(r.rejection)}`, ...where });
        else if (before !== '' && stateJson(s) !== before) problems.push({ kind: 'rejection', message: `rejected (${code}), yet the state changed${jsonDiff(before, stateJson(s))}`, ...where });
        else result.malice.rejected++;
        return false;
      }
      events = r.events;
    } catch (error) {
      result.error = messageOf(error);
      problems.push({ kind: 'crash', message: result.error, ...where });
      return false;
    }
    result.actions++;
    if (malice) {
      result.malice.accepted++;
      if (result.acceptedMalice.length < 50) result.acceptedMalice.push({ step: result.actions, kind: malice, seat, action });
    }
    last = { seat, action };
    const parsed = actionSchema.safeParse(action);
    if (!parsed.success) problems.push({ kind: 'schema', message: `applied, but outside the API schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, ...where });
    if (action.type === 'manual') {
      // The hand may be larger or smaller at the turn's end: the player changed it by hand.
      hands.excuse(seat);
      const moves = action.op.kind === 'move' || action.op.kind === 'discard';
      if (moves && 'inst' in action.op && controller !== seat) result.foreignManual.push({ step: result.actions, seat, op: action.op, controller });
    }
    const broken = [...stateProblems(s, base), ...hands.observe(s, events), ...hazards.observe(s, events)];
    problems.push(...broken.map((message) => ({ kind: 'invariant' as const, message, ...where })));
    return true;
  };

  try {
    while (!s.result && problems.length === 0) {
      if (result.actions >= ACTION_CAP) {
        problems.push({ kind: 'unfinished', message: `no end after ${ACTION_CAP} actions (round ${s.turn.round}, turn ${s.turn.number}, at ${stepOf(s)})`, step: result.actions });
        break;
      }
      const deciders = actors(s);
      if (chance(rng, READ_CHECK_RATE)) {
        // Reading must not write: replay and saved games know only the log.
        const seat = nextInt(rng, s.players.length);
        const before = stateJson(s);
        legalActions(s, seat);
        viewFor(s, seat);
        if (stateJson(s) !== before) {
          problems.push({ kind: 'invariant', message: `reading the game (legalActions, viewFor) for seat ${seat} changed it${jsonDiff(before, stateJson(s))}`, step: result.actions, seat, at: stepOf(s) });
          break;
        }
      }
      if (chance(rng, MALICE_RATE)) {
        const move = maliciousMove(s, deciders, last, rng);
        if (move) {
          result.malice.sent++;
          send(move.seat, move.action, move.kind);
          continue;
        }
      }
      if (c.player !== 'bot' && chance(rng, OUT_OF_TURN_RATE)) {
        const seat = pick(rng, s.players.map((p) => p.seat).filter((x) => !deciders.includes(x)));
        const action = seat === undefined ? undefined : pick(rng, legalActions(s, seat));
        if (seat !== undefined && action) {
          send(seat, action);
          continue;
        }
      }
      // Simultaneous turns: any deciding seat may act next (the log fixes the interleaving).
      const seat = c.player === 'bot' ? (deciders[result.actions % Math.max(1, deciders.length)] as number) : (pick(rng, deciders) as number);
      const action = chooseFor(c.player, s, seat, rng, levels.get(seat) ?? 'simple', randomShare);
      if (!action) {
        problems.push({ kind: 'stuck', message: `seat ${seat} decides but has no action`, step: result.actions, seat, at: stepOf(s) });
        break;
      }
      send(seat, action);
    }
  } catch (error) {
    // A throw outside applyInPlace: legalActions or a bot.
    result.error = messageOf(error);
    problems.push({ kind: 'crash', message: `choosing an action: ${result.error}`, step: result.actions, at: stepOf(s) });
  }
  result.reason = s.result?.reason ?? 'unfinished';
  result.rounds = s.turn.round;
  if (s.result && problems.length === 0) problems.push(...finishedGameProblems(setup, s, words).map((message) => ({ kind: 'finished' as const, message, step: result.actions })));
  result.ok = problems.length === 0 && s.result !== null;
  return result;
}
