/**
 * Saved local games: the engine runs here, in the main process. Live states stay in a
 * small cache; a game not cached, or whose stored log grew meanwhile (the CLI played), is
 * rebuilt by replaying its stored setup and log — which is also how a game resumes after
 * a crash. Every applied action is stored, with the summary, before the caller hears of it.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import type { ApiHandlers } from '../../src-shared/api/contract';
import { refuseOversizedContent } from '../../src-shared/api/limits';
import type { GameSnapshot, GameSummary } from '../../src-shared/api/schemasGames';
import { actors, applyInPlace, checkAction, cloneState, createGame, laneOf, legalActions, RULES_VERSION, SetupError, viewFor } from '../../src-shared/engine';
import { wordsAfter, wordsBefore, wordsFor, type EntryWords } from '../../src-shared/play/record';
import { chooseBotAction } from '../../src-shared/engine/bots/planner';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { callMpOf, type Action, type GameEvent, type GameProfile, type GameSetup, type GameState } from '../../src-shared/engine/types';
import { loadCardRecords } from '../data/cardRows';
import { GameRepository, type ActionRow, type GameProgress } from '../data/gameRepository';
import { GAME_FILE_FORMAT, gameFileName, parseGameFile, type GameFile, type GameFinal } from './gameFile';
import { alignmentOfProfile, buildGameSetup, loadSetSources, SetupProblem } from './gameSetup';

type GameHandlers = Pick<ApiHandlers, Extract<keyof ApiHandlers, `games.${string}`>>;

interface Live {
  setup: GameSetup;
  state: GameState;
  /** Actions applied to `state` (= stored when in step with the database). */
  count: number;
}

/** Live games kept in memory (a game window or two, and the CLI's one). */
const LIVE_GAMES = 4;
/** Replay keeps a state every this many actions: a step is at most this many applies. */
const CHECKPOINT_EVERY = 50;

/** A tiny LRU: a Map iterates in insertion order, so the first key is the oldest. */
class Lru<V> {
  private readonly map = new Map<number, V>();
  constructor(private readonly size: number) {}
  get(key: number): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: number, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.size) this.map.delete(this.map.keys().next().value as number);
  }
  delete(key: number): void {
    this.map.delete(key);
  }
}

/** Where the game stands now, for the summary columns. */
export function progressOf(state: GameState): GameProgress {
  return {
    status: state.result ? 'finished' : 'active',
    turn: state.turn.number,
    round: state.turn.round,
    // With simultaneous turns several seats decide: the list shows the first, first-right order.
    actor: actors(state)[0] ?? -1,
    scores: state.players.map((p) => scoreSheet(state, p.seat)),
    winners: state.result?.winners ?? [],
    reason: state.result?.reason ?? null,
  };
}

/**
 * Applies a legal action and returns the row to store: where the game stood before it, what it caused, and the
 * record's words, made now from the position before and after it (src-shared/play/record.ts). A rejected action
 * changes nothing; an engine that throws may have changed the state half-way, so callers drop that state.
 */
export function applyRow(state: GameState, seat: number, action: Action): { ok: true; row: ActionRow } | { ok: false; rejection: { code: string; rule: string; message: string } } {
  const rejection = checkAction(state, seat, action);
  if (rejection) return { ok: false, rejection: { code: rejection.code, rule: rejection.rule, message: rejection.message } };
  const before = { turn: state.turn.number, round: state.turn.round, active: state.turn.active, phase: state.stack[state.stack.length - 1]?.kind ?? '' };
  const pending = wordsBefore(state, seat, action);
  const r = applyInPlace(state, seat, action);
  if (!r.ok) return { ok: false, rejection: { code: r.rejection.code, rule: r.rejection.rule, message: r.rejection.message } };
  return { ok: true, row: { seat, action, events: r.events, words: wordsAfter(pending, state, r.events), ...before } };
}

/** An engine failure while applying an action, with what a bug report needs (the game's seed and the action). */
function engineFailure(id: number, seed: string, action: Action, error: unknown): ApiError {
  const why = error instanceof Error ? error.message : String(error);
  return new ApiError('INTERNAL', `The rules engine failed on ${action.type} in saved game ${id} (seed ${seed}): ${why}. Nothing was stored; reopen the game to continue from the last stored action.`);
}

/** createGame with the engine's setup refusals as SETUP_REFUSED naming the set. */
function startGame(setup: GameSetup, setIdFor: (reason: string) => number | null): GameState {
  try {
    return createGame(setup);
  } catch (error) {
    if (error instanceof SetupError) {
      const setId = setIdFor(error.message);
      throw new ApiError('SETUP_REFUSED', `This game cannot start: ${error.message}.`, { setId, reason: error.message });
    }
    throw error;
  }
}

/**
 * Why a game stored with this rules version cannot be continued by this engine, or null when
 * it can. A game replays only under the engine that played it (RULES_VERSION); games saved
 * before rules versions existed have none. Such a game can still be listed, exported
 * (the stored rows as they are) and deleted.
 */
export function outdatedReason(rules: unknown): string | null {
  if (rules === RULES_VERSION) return null;
  const which = typeof rules === 'number' ? `rules version ${rules}` : 'no rules version';
  const age = typeof rules === 'number' && rules > RULES_VERSION ? 'a newer' : 'an older';
  return `made with ${age} rules engine (${which}; this app plays version ${RULES_VERSION}): export it or delete it`;
}

function defaultName(sets: GameSummary['sets']): string {
  return `${sets.map((s) => s.name).join(' vs ')} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`.slice(0, 80);
}

export interface GameServices {
  handlers: GameHandlers;
  /** Drops cached states (after a test or the CLI changed the database behind the cache). */
  forget(): void;
}

export function createGameServices(deps: { db: Database; requireCards: () => void }): GameServices {
  const repo = new GameRepository(deps.db);
  let live = new Lru<Live>(LIVE_GAMES);
  let checkpoints = new Lru<GameState[]>(2);

  const setupOf = (id: number): GameSetup => JSON.parse(repo.setupJson(id)) as GameSetup;

  /** Each game's rules version (fixed when it is created), read from its stored setup once. */
  const rulesById = new Map<number, unknown>();
  const rulesOf = (id: number): unknown => {
    if (!rulesById.has(id)) {
      const row = deps.db.prepare("SELECT json_extract(setup, '$.rules') AS rules FROM games WHERE id = ?").get(id) as { rules: unknown } | undefined;
      if (!row) throw new ApiError('NOT_FOUND', `There is no saved game with id ${id}.`);
      rulesById.set(id, row.rules ?? null);
    }
    return rulesById.get(id);
  };

  /** OLD_RULES for a game this engine cannot replay: continuing or stepping through it would differ from what was played. */
  const requireCurrentRules = (id: number): void => {
    const rules = rulesOf(id);
    const why = outdatedReason(rules);
    if (why) throw new ApiError('OLD_RULES', `This saved game cannot be continued: it was ${why}.`, { rules });
  };

  /** Each game's profile, read from its stored setup once (games from before profiles: Arda Revised). */
  const profileById = new Map<number, GameProfile>();
  const profileOf = (id: number): GameProfile => {
    let profile = profileById.get(id);
    if (!profile) {
      const row = deps.db.prepare("SELECT json_extract(setup, '$.profile') AS profile FROM games WHERE id = ?").get(id) as { profile: unknown } | undefined;
      profile = row?.profile === 'dark-arda' ? 'dark-arda' : 'arda-revised';
      profileById.set(id, profile);
    }
    return profile;
  };
  /** The stored summary with the game's profile. */
  const summaryOf = (id: number): GameSummary => ({ ...repo.summary(id), profile: profileOf(id) });

  /** A game for the list: its profile and whether it can be continued; a game whose stored setup is damaged is listed as such. */
  const listed = (g: ReturnType<GameRepository['list']>[number]): GameSummary => {
    if (g.damaged) return { ...g, profile: 'arda-revised', damaged: damagedText(g.damaged) };
    try {
      return marked({ ...g, profile: profileOf(g.id) });
    } catch (error) {
      return { ...g, profile: 'arda-revised', damaged: damagedText(`its stored setup cannot be read (${error instanceof Error ? error.message : String(error)})`) };
    }
  };

  /** The summary with the reason it cannot be continued, when it cannot. */
  const marked = (summary: GameSummary): GameSummary => {
    const why = outdatedReason(rulesOf(summary.id));
    return why ? { ...summary, outdated: why.charAt(0).toUpperCase() + why.slice(1) } : summary;
  };

  /** The game's live state, in step with what is stored (replayed when not). */
  const liveGame = (id: number): Live => {
    const stored = repo.count(id);
    const cached = live.get(id);
    if (cached && cached.count === stored) return cached;
    requireCurrentRules(id);
    const setup = setupOf(id);
    const state = createGame(setup);
    const moves = repo.moves(id);
    // Actions stored before the record kept words get them now, from this replay (the same words they had then).
    const fill = repo.missingWords(id) > 0;
    const words: EntryWords[] = [];
    for (const [i, m] of moves.entries()) {
      const r = applyRow(state, m.seat, m.action);
      if (!r.ok) throw new ApiError('INTERNAL', `Saved game ${id} does not replay: action ${i + 1} (${m.action.type}) is refused: ${r.rejection.message}`);
      if (fill) words.push(r.row.words);
    }
    if (fill) repo.fillWords(id, words);
    const game = { setup, state, count: moves.length };
    live.set(id, game);
    return game;
  };

  const snapshot = (summary: GameSummary, state: GameState, seat: number, events: GameEvent[]): GameSnapshot => {
    const { catalog: _catalog, ...view } = viewFor(state, seat);
    return { summary, seat, view, actors: actors(state), lane: seat >= 0 ? laneOf(state, seat) : -1, legal: seat >= 0 ? legalActions(state, seat) : [], events };
  };

  /** Stores rows applied to the live game; on any failure the cache is dropped (it ran ahead of the database). */
  const store = (id: number, game: Live, from: number, rows: ActionRow[]): void => {
    try {
      repo.append(id, from, rows, progressOf(game.state));
      game.count = from + rows.length;
    } catch (error) {
      live.delete(id);
      throw error;
    }
  };

  const requireAt = (game: Live, at: number) => {
    if (at !== game.count) throw new ApiError('CONFLICT', `The game moved on (it has ${game.count} actions, this screen saw ${at}); reload it.`);
  };

  /**
   * States every CHECKPOINT_EVERY actions, built by one replay of the stored log. A log only
   * grows, so checkpoints stay valid; they are rebuilt when the log outgrew them.
   */
  const checkpointsOf = (id: number, count: number): GameState[] => {
    const cached = checkpoints.get(id);
    if (cached && cached.length > Math.floor(count / CHECKPOINT_EVERY)) return cached;
    requireCurrentRules(id);
    const state = createGame(setupOf(id));
    const list = [cloneState(state)];
    repo.moves(id, 0, count).forEach((m, i) => {
      applyInPlace(state, m.seat, m.action);
      if ((i + 1) % CHECKPOINT_EVERY === 0) list.push(cloneState(state));
    });
    checkpoints.set(id, list);
    return list;
  };

  /** The log as the file keeps it: each action with its record's words (absent only for an older game never replayed here). */
  const exportedLog = (id: number): GameFile['log'] => {
    const words = repo.words(id);
    return repo.moves(id).map((m, i) => {
      const w = words[i];
      return w ? { ...m, words: w } : m;
    });
  };

  const exportGame = (id: number): { fileName: string; json: string } => {
    const summary = summaryOf(id);
    const file: GameFile = {
      format: GAME_FILE_FORMAT,
      version: 1,
      name: summary.name,
      setup: setupOf(id),
      log: exportedLog(id),
      final: finalOf(summary),
    };
    return { fileName: gameFileName(summary.name), json: JSON.stringify(file) };
  };

  const importGame = (fileName: string, content: string): GameSummary => {
    refuseOversizedContent(fileName, content, 'game');
    const file = parseGameFile(fileName, content);
    const bad = (why: string) => new ApiError('BAD_FILE', `${fileName}: ${why}. Nothing was imported.`);
    let state: GameState;
    const rows: ActionRow[] = [];
    try {
      state = createGame(file.setup);
    } catch (error) {
      throw bad(`the game cannot start: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const [i, m] of file.log.entries()) {
      let r: ReturnType<typeof applyRow>;
      try {
        r = applyRow(state, m.seat, m.action);
      } catch (error) {
        throw bad(`action ${i + 1} (${m.action.type}) breaks the engine: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!r.ok) throw bad(`action ${i + 1} (${m.action.type}) is refused on replay: ${r.rejection.message} (${r.rejection.rule})`);
      // The file's words must be the record the replay makes: the log reads the same after an import.
      if (m.words && JSON.stringify(m.words) !== JSON.stringify(r.row.words)) throw bad(`the words recorded for action ${i + 1} (${m.action.type}) differ from what its replay records`);
      rows.push(r.row);
    }
    const progress = progressOf(state);
    const replayed: GameFinal = { ...progress, actions: rows.length };
    if (JSON.stringify(canonicalFinal(replayed)) !== JSON.stringify(canonicalFinal(file.final))) {
      throw bad(`the replay ends differently from the file's final summary (replay: ${describeFinal(replayed)}; file: ${describeFinal(file.final)})`);
    }
    const setSummaries = summarySets(file.setup, new Map());
    // A file from before rules versions that replays to its own final summary plays the same
    // under this engine: it is stored as a game of this version (else it could not be continued).
    const setup: GameSetup = file.setup.rules === undefined ? { ...file.setup, rules: RULES_VERSION } : file.setup;
    const id = repo.create(
      {
        name: file.name,
        setupJson: JSON.stringify(setup),
        sets: setSummaries,
        seats: file.setup.players.map((p) => ({ seat: p.seat, name: p.name, kind: p.kind, alignment: p.alignment, ...(p.level ? { level: p.level } : {}) })),
        seed: String(file.setup.seed),
        councilMp: callMpOf(file.setup),
      },
      progress,
      rows,
    );
    return summaryOf(id);
  };

  const handlers: GameHandlers = {
    'games.list': () => ({ games: repo.list().map(listed) }),

    'games.create': ({ setIds, profile, seats, seed, councilMp, name }) => {
      deps.requireCards();
      const sources = loadSetSources(deps.db, setIds);
      const records = loadCardRecords(deps.db);
      const chosenSeed = seed ?? randomBytes(6).toString('hex');
      let setup: GameSetup;
      try {
        setup = buildGameSetup({ sources, records, seats, seed: chosenSeed, councilMp, profile });
      } catch (error) {
        if (error instanceof SetupProblem) throw new ApiError('SETUP_REFUSED', `This game cannot start: ${error.reason}.`, { setId: error.setId, reason: error.reason });
        throw error;
      }
      // The set the engine's reason names (by its name or side), else the first.
      const setIdFor = (reason: string) =>
        (sources.find((s) => reason.includes(`"${s.set.name}"`)) ?? sources.find((s) => reason.includes(alignmentOfProfile(s.set.profileId))) ?? sources[0])?.id ?? null;
      const state = startGame(setup, setIdFor);
      const sets = summarySets(setup, new Map(sources.map((s) => [alignmentOfProfile(s.set.profileId), s.id])));
      const id = repo.create(
        {
          name: name ?? defaultName(sets),
          setupJson: JSON.stringify(setup),
          sets,
          seats: setup.players.map((p) => ({ seat: p.seat, name: p.name, kind: p.kind, alignment: p.alignment, ...(p.level ? { level: p.level } : {}) })),
          seed: chosenSeed,
          councilMp: callMpOf(setup),
        },
        progressOf(state),
      );
      live.set(id, { setup, state, count: 0 });
      profileById.set(id, setup.profile);
      return summaryOf(id);
    },

    'games.catalog': ({ id }) => liveGame(id).state.catalog,

    'games.open': ({ id, seat }) => {
      const game = liveGame(id);
      return snapshot(summaryOf(id), game.state, seat, []);
    },

    'games.act': ({ id, seat, action, at }) => {
      const game = liveGame(id);
      requireAt(game, at);
      const from = game.count;
      let r: ReturnType<typeof applyRow>;
      try {
        r = applyRow(game.state, seat, action);
      } catch (error) {
        // The engine may have changed the live state half-way: the next call replays from what is stored.
        live.delete(id);
        throw engineFailure(id, String(game.setup.seed), action, error);
      }
      if (!r.ok) return { ok: false as const, rejection: r.rejection };
      store(id, game, from, [r.row]);
      return { ok: true as const, snapshot: snapshot(summaryOf(id), game.state, seat, r.row.events) };
    },

    'games.bots': ({ id, seat, at, max }) => {
      const game = liveGame(id);
      requireAt(game, at);
      const from = game.count;
      const rows: ActionRow[] = [];
      const { state, setup } = game;
      const botOf = (seat: number) => setup.players.find((p) => p.seat === seat && p.kind === 'bot');
      while (!state.result && rows.length < max) {
        // Every computer seat with a decision, in any lane, first-right order (a human may be deciding in another lane).
        const who = actors(state).find((seat) => botOf(seat) !== undefined);
        const bot = who === undefined ? undefined : botOf(who);
        if (who === undefined || !bot) break;
        let action: Action | null = null;
        let r: ReturnType<typeof applyRow>;
        try {
          action = chooseBotAction(state, who, bot.level);
          if (!action) break;
          r = applyRow(state, who, action);
        } catch (error) {
          // Keep what the computers played before the failure; the live state is replayed from what is stored.
          if (rows.length > 0) store(id, game, from, rows);
          live.delete(id);
          throw engineFailure(id, String(setup.seed), action ?? { type: 'passChain' }, error);
        }
        if (!r.ok) {
          live.delete(id);
          throw new ApiError('INTERNAL', `The computer player of seat ${who} chose a refused action: ${r.rejection.message}`);
        }
        rows.push(r.row);
      }
      if (rows.length > 0) store(id, game, from, rows);
      return snapshot(summaryOf(id), state, seat, rows[rows.length - 1]?.events ?? []);
    },

    'games.log': ({ id, seat, from, limit }) => {
      const total = repo.count(id);
      // The record names hidden cards only to the seats that could see them: other seats get them unnamed.
      const entries = repo.entries(id, from, limit).map((e) => (e.words ? { ...e, words: wordsFor(e.words, seat) } : e));
      return { entries, total };
    },

    'games.replayAt': ({ id, seat, index }) => {
      const summary = summaryOf(id);
      const target = Math.min(index, summary.actions);
      const list = checkpointsOf(id, summary.actions);
      const k = Math.min(Math.floor(target / CHECKPOINT_EVERY), list.length - 1);
      const state = cloneState(list[k] as GameState);
      const moves = repo.moves(id, k * CHECKPOINT_EVERY, target - k * CHECKPOINT_EVERY);
      for (const m of moves) applyInPlace(state, m.seat, m.action);
      const last = target > 0 ? (repo.entries(id, target - 1, 1)[0]?.events ?? []) : [];
      return snapshot(summary, state, seat, last);
    },

    'games.delete': ({ id }) => {
      live.delete(id);
      checkpoints.delete(id);
      rulesById.delete(id);
      profileById.delete(id);
      return { deleted: repo.delete(id) };
    },

    'games.export': ({ id }) => exportGame(id),

    'games.import': ({ fileName, content }) => importGame(fileName, content),
  };

  return {
    handlers,
    forget() {
      live = new Lru<Live>(LIVE_GAMES);
      checkpoints = new Lru<GameState[]>(2);
    },
  };
}

function damagedText(why: string): string {
  return `This saved game is damaged: ${why}. It cannot be opened or exported; delete it.`;
}

function finalOf(summary: GameSummary): GameFinal {
  const { status, turn, round, actor: who, actions, scores, winners, reason } = summary;
  return { status, turn, round, actor: who, actions, scores, winners, reason };
}

/** The final summary with its keys in one order, so two can be compared as JSON. */
function canonicalFinal(f: GameFinal): GameFinal {
  return {
    status: f.status,
    turn: f.turn,
    round: f.round,
    actor: f.actor,
    scores: f.scores.map((s) => ({ character: s.character, item: s.item, faction: s.faction, ally: s.ally, kill: s.kill, misc: s.misc, negative: s.negative, total: s.total })),
    winners: f.winners,
    reason: f.reason,
    actions: f.actions,
  };
}

function describeFinal(f: GameFinal): string {
  return `${f.actions} actions, ${f.status}, turn ${f.turn}, MP ${f.scores.map((s) => s.total).join('/')}`;
}

/** The summary's sets as they were: their ids (0 for a game imported from a file) by side. */
function summarySets(setup: GameSetup, ids: ReadonlyMap<string, number>): GameSummary['sets'] {
  const out: GameSummary['sets'] = [];
  for (const align of ['wizard', 'ringwraith'] as const) {
    const s = setup.sets[align];
    if (s) out.push({ id: ids.get(align) ?? 0, name: s.set.name, alignment: align });
  }
  return out;
}
