/**
 * What must hold after every action of any game, however it is played, and of every finished
 * game. Each check returns problems (words) rather than asserting, so the fuzzer, the soak and
 * the property tests report them their own way. Counting is done here, apart from the engine's
 * own (scoring.ts, phases/organization.ts inPlayKeys), so that a mistake there shows.
 */
import { actors, applyInPlace, createGame, replay, RULES_VERSION } from '../../src-shared/engine';
import { wordsAfter, wordsBefore, type EntryWords } from '../../src-shared/play/record';
import { GAME_FILE_FORMAT, parseGameFile, type GameFile } from '../../src-main/services/gameFile';
import { progressOf } from '../../src-main/services/games';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { allStacks } from '../../src-shared/engine/simultaneous/lanes';
import { cardOf, handSize } from '../../src-shared/engine/state';
import type { GameEvent, GameSetup, GameState, ScoreSheet } from '../../src-shared/engine/types';
import { heldByMp, invariantProblems, itemPointsOf, recountAllMp, scoresWithBearer } from '../unit/engine-fixtures/fixtures';

/** What a game started with: the instances, which are never created or lost. */
export interface Baseline {
  cardOf: readonly string[];
  seats: number;
}

export function baselineOf(s: GameState): Baseline {
  return { cardOf: [...s.cardOf], seats: s.players.length };
}

/** Card instances in play (characters, what they bear, play areas), by card name key: a unique one may be there once. */
function uniqueProblems(s: GameState, base: Baseline): string[] {
  const where = new Map<string, number[]>();
  const note = (inst: number) => {
    const card = cardOf(s, inst);
    // "If playing with 6-7 players, don't play two same wizards if you're sitting next to each other" (Arda Revised §3): apart, the same avatar twice is allowed.
    if (!card.unique || (card.avatar && base.seats >= 6)) return;
    where.set(card.key, [...(where.get(card.key) ?? []), inst]);
  };
  for (const [inst, ch] of Object.entries(s.chars)) {
    note(Number(inst));
    for (const i of [...ch.items, ...ch.allies, ...ch.hazards]) note(i);
  }
  for (const p of s.players) for (const i of p.playArea) note(i);
  return [...where].filter(([, insts]) => insts.length > 1).map(([key, insts]) => `unique ${key} in play ${insts.length} times (instances ${insts.join(', ')})`);
}

/** The problems of a state during play: every card in one place, nothing created or lost, uniqueness, hazard limits, MP, someone to decide. */
export function stateProblems(s: GameState, base: Baseline): string[] {
  const problems = invariantProblems(s);
  if (s.cardOf.length !== base.cardOf.length || s.alignOf.length !== base.cardOf.length || s.deckOf.length !== base.cardOf.length)
    problems.push(`instances: ${s.cardOf.length} (aligned ${s.alignOf.length}, decked ${s.deckOf.length}), started with ${base.cardOf.length}`);
  for (let i = 0; i < base.cardOf.length; i++) if (s.cardOf[i] !== base.cardOf[i]) problems.push(`instance ${i} was ${base.cardOf[i]}, now ${s.cardOf[i]}`);
  problems.push(...uniqueProblems(s, base));
  for (const stack of allStacks(s)) if (stack.length === 0) problems.push('an empty step stack');
  if (!s.result && actors(s).length === 0) problems.push(`nobody decides at ${s.stack[s.stack.length - 1]?.kind ?? 'an empty stack'} and the game has no result`);
  const recount = recountAllMp(s);
  for (const p of s.players) {
    const engine = scoreSheet(s, p.seat).total;
    const counted = recount[p.seat];
    if (engine !== counted) problems.push(`seat ${p.seat}: scoring.ts says ${engine} MP, the cards count ${counted}`);
  }
  return problems;
}

/** Each company's movement/hazard step now (every lane): hazards played against its limit, and the limit. */
function hazardSteps(s: GameState): Map<string, { played: number; limit: number }> {
  const out = new Map<string, { played: number; limit: number }>();
  for (const stack of allStacks(s)) for (const step of stack) if (step.kind === 'mhHazards') out.set(step.companyId, { played: step.played, limit: step.limit });
  return out;
}

/**
 * The hazard limit as coe-rules 2.IV.iii.1 words it: "there must be fewer declared actions that count against the hazard limit
 * when compared to that hazard limit at declaration, and there must be no more declared actions that count against the hazard
 * limit when compared to that hazard limit at resolution". A limit lowered after hazards were declared (Flatter a Foe) leaves
 * more played than the limit: no fault, as long as no further hazard is declared and none of those waiting resolves.
 * `before` is called before each action, `observe` after it.
 */
export class HazardWatch {
  private steps = new Map<string, { played: number; limit: number }>();
  /** Hazards declared in the hazard window and counted, not yet resolved: instance → company. */
  private readonly waiting = new Map<number, string>();

  before(s: GameState): void {
    this.steps = hazardSteps(s);
  }

  observe(s: GameState, events: readonly GameEvent[]): string[] {
    const problems: string[] = [];
    const after = hazardSteps(s);
    let counted: string | null = null;
    for (const [co, now] of after) {
      const was = this.steps.get(co);
      if (!was || now.played <= was.played) continue;
      counted = co;
      if (was.played >= was.limit) problems.push(`hazard limit: a hazard was declared on company ${co} with ${was.played} played, limit ${was.limit}`);
    }
    // The limit as the action's events change it, in their order; they concern the company of the lane acted in.
    const limits = new Map([...this.steps].map(([co, v]) => [co, v.limit]));
    const changed = [...after].find(([co, v]) => this.steps.has(co) && this.steps.get(co)?.limit !== v.limit)?.[0];
    const acting = changed ?? counted ?? (after.size === 1 ? [...after.keys()][0] : undefined);
    for (const e of events) {
      if (e.type === 'effect' && e.effect === 'hazardLimit' && typeof e.limit === 'number' && acting) limits.set(acting, e.limit);
      if (!('inst' in e) || typeof e.inst !== 'number') continue;
      if (e.type === 'declare') {
        this.waiting.delete(e.inst);
        if (e.window === 'hazard' && counted) this.waiting.set(e.inst, counted);
      }
      if (e.type === 'cancelled') this.waiting.delete(e.inst);
      if ((e.type === 'resolve' || e.type === 'fizzle') && this.waiting.has(e.inst)) {
        const co = this.waiting.get(e.inst) as string;
        this.waiting.delete(e.inst);
        const played = after.get(co)?.played ?? this.steps.get(co)?.played ?? 0;
        const limit = limits.get(co) ?? after.get(co)?.limit;
        if (e.type === 'resolve' && limit !== undefined && played > limit) problems.push(`hazard limit: ${s.cardOf[e.inst]} resolved on company ${co} with ${played} declared, limit ${limit} at resolution`);
      }
    }
    return problems;
  }
}

/** Each lane's active seat and the kind of its top step (none without simultaneous turns). */
function laneTops(s: GameState): { seat: number; top: string | undefined }[] {
  const lanes = s.lanes;
  if (!lanes) return [];
  return lanes.list.map((lane, i) => {
    const stack = i === lanes.current ? s.stack : lane.stack;
    return { seat: lane.seat, top: stack?.[stack.length - 1]?.kind };
  });
}

/** The active seats and their first hazard players of the turn now (one pair per lane). */
function turnPairs(s: GameState): { active: number; hazard: number }[] {
  const turns = [s.turn, ...(s.lanes?.list ?? []).map((l) => l.turn).filter((t) => t !== null)];
  return turns.filter((t) => t.number > 0).map((t) => ({ active: t.active, hazard: t.firstHazard }));
}

/**
 * Hand sizes at the end of each turn: when a turn begins, the previous active players (and, one
 * active player at a time, his first hazard player) hold a full hand. Excused: a seat whose set's
 * Play deck was empty after an action of the turn that drew, or after the one that began the next
 * turn (nothing was left to draw when the hand was reset: five players may share one 30-card
 * list); cards that return to the hand
 * after the reset (From the Pits of Angband's creatures at the end of the turn) leave it larger;
 * a hand its player changed by a manual adjustment (`excuse`) is not checked.
 */
export class HandWatch {
  private prevKey = '';
  private prev: { active: number; hazard: number }[] = [];
  private readonly returned = new Set<number>();
  private readonly adjusted = new Set<number>();
  private readonly dry = new Set<string>();
  /** Each seat's hand size after the last action: the size may change in the very action that resets the hand and begins a turn. */
  private sizes = new Map<number, number>();
  /** Simultaneous turns: active players whose lane has ended this turn (checked then). */
  private readonly waiting = new Set<number>();

  /** A seat whose hand a manual adjustment changed (draw, move, discard): its size at this turn's end is the player's business. */
  excuse(seat: number): void {
    this.adjusted.add(seat);
  }

  observe(s: GameState, events: readonly GameEvent[]): string[] {
    const problems: string[] = [];
    for (const e of events) if (e.type === 'effect' && typeof e.label === 'string' && /returns? to the hand/.test(e.label) && typeof e.seat === 'number') this.returned.add(e.seat);
    const key = `${s.lanes?.count ?? 0}:${s.turn.number}`;
    // Simultaneous turns: an active player whose lane ended its turn waits (waitTurn) with his hand just reset, and may still
    // answer in the other lanes' chains (Twilight) before the turn passes: his hand is checked as he begins to wait.
    const nowWaiting = laneTops(s).filter((l) => l.top === 'waitTurn' && !this.waiting.has(l.seat)).map((l) => l.seat);
    // Dry when an action that drew (or the one that reset the hands and began the turn, which may have found nothing to
    // draw) left the Play deck empty: a draw from an empty deck reshuffles the discard pile, so the deck and the pile were
    // both empty when the hand came up short (the pile may hold cards discarded after that, as the next turn began).
    if (key !== this.prevKey || nowWaiting.length > 0 || events.some((e) => e.type === 'draw')) for (const [align, z] of Object.entries(s.sets)) if (z && z.decks.play.length === 0) this.dry.add(align);
    const before = this.sizes;
    // Hands are reset from the end-of-turn step: only then is the size before the next action needed (handSize is not cheap).
    const ending = allStacks(s).some((stack) => ['endTurn', 'waitTurn'].includes(stack[stack.length - 1]?.kind ?? ''));
    this.sizes = ending ? new Map(this.prev.flatMap((pair) => [pair.active, pair.hazard]).map((seat) => [seat, handSize(s, seat)])) : new Map();
    const check = (seat: number) => {
      const p = s.players[seat];
      if (!p || p.out || this.dry.has(p.alignment) || this.adjusted.has(seat) || s.result) return;
      // The reset used the size of its moment: the one before this action or the one after it (a character left as the turn began).
      const sizes = [before.get(seat) ?? handSize(s, seat), handSize(s, seat)];
      const ok = this.returned.has(seat) ? p.hand.length >= Math.min(...sizes) : sizes.includes(p.hand.length);
      if (!ok) problems.push(`hand of seat ${seat} holds ${p.hand.length} cards at the end of turn ${this.prevKey || key}, hand size ${[...new Set(sizes)].join(' or ')}`);
    };
    if (key === this.prevKey) {
      for (const seat of nowWaiting) {
        this.waiting.add(seat);
        check(seat);
      }
      return problems;
    }
    const simultaneous = this.prev.length > 1;
    for (const pair of this.prev) for (const seat of simultaneous ? [pair.active] : [pair.active, pair.hazard]) if (!this.waiting.has(seat)) check(seat);
    this.waiting.clear();
    this.returned.clear();
    this.adjusted.clear();
    this.dry.clear();
    this.prevKey = key;
    this.prev = turnPairs(s);
    return problems;
  }
}

const SOURCES = ['character', 'item', 'faction', 'ally', 'kill', 'misc'] as const;
type Source = (typeof SOURCES)[number];
type Sheet = Record<Source, number> & { negative: number };

/** A seat's MP by category, counted from the cards (Arda Revised §1; defeated creatures and characters in the MP pile are kills). */
function recountSheet(s: GameState, seat: number): Sheet {
  const sheet: Sheet = { character: 0, item: 0, faction: 0, ally: 0, kill: 0, misc: 0, negative: 0 };
  const itemPoints = itemPointsOf(s);
  const add = (inst: number, kill = false, mp = cardOf(s, inst).mp) => {
    const card = cardOf(s, inst);
    const t = kill ? 'kill' : card.mpType;
    sheet[SOURCES.includes(t as Source) ? (t as Source) : 'misc'] += mp;
    // What cards in play add to items (Rumor of the One's ring items) counts with the items.
    if (!kill) sheet.item += itemPoints(inst);
  };
  for (const [inst, ch] of Object.entries(s.chars)) {
    if (ch.owner !== seat) continue;
    for (const i of [Number(inst), ...ch.allies, ...ch.hazards.filter((h) => scoresWithBearer(cardOf(s, h)))]) add(i);
    // An item's points with its bearer ("If held by a Dwarf, 4 marshalling points").
    for (const i of ch.items) add(i, false, heldByMp(s, i, Number(inst)));
  }
  const p = s.players[seat];
  if (!p) return sheet;
  // An item stored at a site its card names scores the points it was stored for (engine storing.ts `GameState.storedMp`).
  for (const i of p.mpPile) add(i, ['Character', 'Hazard'].includes(cardOf(s, i).type), s.storedMp?.[String(i)] ?? cardOf(s, i).mp);
  // A card played by hand scores nothing where it lies (engine byHand.ts), only from the MP pile.
  for (const i of p.playArea) if (cardOf(s, i).type === 'Resource' && !s.byHand?.includes(i)) add(i);
  sheet.negative = p.eliminatedPile.reduce((n, i) => n + cardOf(s, i).eliminatedMp, 0) + p.penalty;
  return sheet;
}

/**
 * Dark Arda's final count ("totaled as per the standard rules (including double MP for sources that no other player has, and
 * restricting any one source to providing no more than half the player's total MP)"; CoE 10.3.iii–iv), from recounted sheets.
 */
function darkFinal(sheets: Sheet[], seat: number): number {
  const own = sheets[seat] as Sheet;
  const values = SOURCES.map((src) => {
    const doubles = !['kill', 'misc'].includes(src) && own[src] > 0 && sheets.every((other, i) => i === seat || other[src] <= 0);
    return doubles ? own[src] * 2 : own[src];
  });
  // One source at most half the total: at most the sum of the other positive sources (the first such source is cut).
  const over = values.findIndex((v, i) => v > values.reduce((n, o, j) => (j === i ? n : n + Math.max(0, o)), 0));
  if (over >= 0) values[over] = values.reduce((n, o, j) => (j === over ? n : n + Math.max(0, o)), 0);
  return values.reduce((a, b) => a + b, 0) - own.negative;
}

/** The result's scores and winners against the cards. */
function resultProblems(s: GameState): string[] {
  const result = s.result;
  if (!result) return ['the game has no result'];
  const problems: string[] = [];
  const sheets = s.players.map((p) => recountSheet(s, p.seat));
  const totals = s.players.map((p, i) => {
    const sheet = sheets[i] as Sheet;
    return s.profile === 'dark-arda' ? darkFinal(sheets, i) : SOURCES.reduce((n, src) => n + sheet[src], 0) - sheet.negative;
  });
  for (const p of s.players) {
    const given = result.scores[p.seat] as ScoreSheet | undefined;
    if (!given) {
      problems.push(`no score for seat ${p.seat}`);
      continue;
    }
    if (given.total !== totals[p.seat]) problems.push(`seat ${p.seat} scored ${given.total}, the cards count ${totals[p.seat]}`);
    const sum = SOURCES.reduce((n, src) => n + given[src], 0) - given.negative;
    if (sum !== given.total) problems.push(`seat ${p.seat}: categories add up to ${sum}, total ${given.total}`);
  }
  if (result.winners.some((w) => !s.players[w])) problems.push(`winners ${result.winners.join(', ')} are not all seats`);
  // The most MP among players still in wins, unless one player won alone (The One Ring, the last one standing).
  if (result.winners.length > 1 || ['council', 'audience', 'round-cap'].includes(result.reason)) {
    const alive = s.players.filter((p) => !p.out);
    const best = Math.max(...alive.map((p) => totals[p.seat] as number));
    const should = alive.filter((p) => totals[p.seat] === best).map((p) => p.seat);
    if (should.join() !== [...result.winners].sort((a, b) => a - b).join()) problems.push(`winners ${result.winners.join(', ')} (${result.reason}); most MP: ${should.join(', ')}`);
  }
  return problems;
}

/** The state as JSON without the static catalog: what replay must rebuild byte for byte. */
export function stateJson(s: GameState): string {
  return JSON.stringify({ ...s, catalog: null });
}

/**
 * The problems of a finished game: its result against the cards, and its log replayed from the
 * setup to the same state. (A comparison of the log's words, src-shared/play, belongs here too.)
 */
export function finishedGameProblems(setup: GameSetup, s: GameState, words?: readonly EntryWords[]): string[] {
  const problems = resultProblems(s);
  let again: GameState;
  try {
    again = replay(setup, s.log);
  } catch (error) {
    return [...problems, `replay threw: ${error instanceof Error ? error.message : String(error)}`];
  }
  const a = stateJson(s);
  const b = stateJson(again);
  if (a !== b) problems.push(`replay differs${jsonDiff(a, b)}`);
  if (words) problems.push(...exportProblems(setup, s, words));
  return problems;
}

/**
 * The game as an exported file (src-main/services/gameFile.ts: setup, each action with the record's words, the final summary)
 * is accepted by the file schema, and replaying its log records the same words, entry for entry: the record never changes.
 */
function exportProblems(setup: GameSetup, s: GameState, words: readonly EntryWords[]): string[] {
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    version: 1,
    name: 'fuzz',
    setup: { ...setup, rules: RULES_VERSION },
    log: s.log.map((m, i) => ({ ...m, words: words[i] as EntryWords })),
    final: { ...progressOf(s), actions: s.log.length },
  };
  try {
    parseGameFile('fuzz.arda-game.json', JSON.stringify(file));
  } catch (error) {
    return [`the exported file is refused: ${error instanceof Error ? error.message : String(error)}`];
  }
  const again = createGame(setup);
  for (const [i, m] of s.log.entries()) {
    const pending = wordsBefore(again, m.seat, m.action);
    const r = applyInPlace(again, m.seat, m.action);
    if (!r.ok) return [`action ${i + 1} refused on the file's replay: ${r.rejection.message}`];
    const replayed = JSON.stringify(wordsAfter(pending, again, r.events));
    const recorded = JSON.stringify(words[i]);
    if (replayed !== recorded) return [`the words of action ${i + 1} (${m.action.type}) differ on replay${jsonDiff(recorded, replayed)}`];
  }
  return [];
}

/** Where two JSON texts part: ": at character i, …live… vs …other…" ('' when equal). */
export function jsonDiff(a: string, b: string): string {
  if (a === b) return '';
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return ` at character ${i}: …${a.slice(Math.max(0, i - 60), i + 40)}… vs …${b.slice(Math.max(0, i - 60), i + 40)}…`;
}
