/**
 * Saved games: a row per game (the self-contained setup and summary columns for the list)
 * and a row per applied action with the events it caused. The log is the truth; the
 * summary columns are written in the same transaction as each action so the list never
 * disagrees with it. Statements are prepared once: an action is stored on every click.
 */
import type { Database, Statement } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import type { GameLogEntry, GameSummary } from '../../src-shared/api/schemasGames';
import type { Action, GameEvent } from '../../src-shared/engine/types';
import type { EntryWords } from '../../src-shared/play/record';
import { writeTransaction } from './writeLock';

/** The summary columns that change as a game is played. */
export interface GameProgress {
  status: 'active' | 'finished';
  turn: number;
  round: number;
  actor: number;
  scores: GameSummary['scores'];
  winners: number[];
  reason: string | null;
}

export interface NewGameRow {
  name: string;
  setupJson: string;
  sets: GameSummary['sets'];
  seats: GameSummary['seats'];
  seed: string;
  councilMp: number;
}

/** One action to store, with what it caused and where the game stood before it. */
export interface ActionRow {
  seat: number;
  action: Action;
  events: GameEvent[];
  /** The record's words, made when the action was applied. */
  words: EntryWords;
  turn: number;
  round: number;
  active: number;
  phase: string;
}

/** A summary as the games table holds it; the service adds the profile (read from the stored setup). */
export type StoredSummary = Omit<GameSummary, 'profile'>;

interface SummaryDbRow {
  id: number;
  name: string;
  status: string;
  turn: number;
  round: number;
  actor: number;
  actions: number;
  scores: string;
  winners: string;
  reason: string | null;
  sets: string;
  seats: string;
  seed: string;
  councilMp: number;
  createdAt: string;
  updatedAt: string;
}

const SUMMARY_COLUMNS = `id, name, status, turn, round, actor, actions, scores, winners, reason, sets, seats, seed,
  council_mp AS councilMp, created_at AS createdAt, updated_at AS updatedAt`;

/** A summary column's JSON, or the fallback with the problem noted (one damaged row must not hide the others). */
function parsed<T>(text: string, column: string, fallback: T, problems: string[]): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    problems.push(`${column}: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

function toSummary(r: SummaryDbRow): StoredSummary {
  const problems: string[] = [];
  const summary: StoredSummary = {
    id: r.id,
    name: r.name,
    sets: parsed<GameSummary['sets']>(r.sets, 'sets', [], problems),
    seats: parsed<GameSummary['seats']>(r.seats, 'seats', [], problems),
    seed: r.seed,
    councilMp: r.councilMp,
    status: r.status === 'finished' ? 'finished' : 'active',
    turn: r.turn,
    round: r.round,
    actor: r.actor,
    actions: r.actions,
    scores: parsed<GameSummary['scores']>(r.scores, 'scores', [], problems),
    winners: parsed<number[]>(r.winners, 'winners', [], problems),
    reason: r.reason,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
  return problems.length ? { ...summary, damaged: `its stored summary cannot be read (${problems.join('; ')})` } : summary;
}

export class GameRepository {
  private readonly insertAction: Statement;
  private readonly updateProgress: Statement;
  private readonly selectCount: Statement;
  private readonly selectSummary: Statement;

  constructor(
    private readonly db: Database,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    this.insertAction = db.prepare(
      `INSERT INTO game_actions (game_id, idx, seat, action, events, words, turn, round, active, phase, at)
       VALUES (@gameId, @idx, @seat, @action, @events, @words, @turn, @round, @active, @phase, @at)`,
    );
    this.updateProgress = db.prepare(
      `UPDATE games SET status = @status, turn = @turn, round = @round, actor = @actor, actions = @actions,
         scores = @scores, winners = @winners, reason = @reason, updated_at = @at WHERE id = @id`,
    );
    this.selectCount = db.prepare('SELECT actions FROM games WHERE id = ?').pluck();
    this.selectSummary = db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM games WHERE id = ?`);
  }

  list(): StoredSummary[] {
    return (this.db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM games ORDER BY updated_at DESC, id DESC`).all() as SummaryDbRow[]).map(toSummary);
  }

  summary(id: number): StoredSummary {
    const row = this.selectSummary.get(id) as SummaryDbRow | undefined;
    if (!row) throw new ApiError('NOT_FOUND', `There is no saved game with id ${id}.`);
    return toSummary(row);
  }

  /** Actions stored for the game (NOT_FOUND when there is no such game). */
  count(id: number): number {
    const n = this.selectCount.get(id) as number | undefined;
    if (n === undefined) throw new ApiError('NOT_FOUND', `There is no saved game with id ${id}.`);
    return n;
  }

  setupJson(id: number): string {
    const json = this.db.prepare('SELECT setup FROM games WHERE id = ?').pluck().get(id) as string | undefined;
    if (json === undefined) throw new ApiError('NOT_FOUND', `There is no saved game with id ${id}.`);
    return json;
  }

  /** The stored actions in order from `from` (seat and action only: what a replay needs). */
  moves(id: number, from = 0, limit = -1): { seat: number; action: Action }[] {
    const rows = this.db
      .prepare('SELECT seat, action FROM game_actions WHERE game_id = ? AND idx >= ? ORDER BY idx LIMIT ?')
      .all(id, from, limit) as { seat: number; action: string }[];
    return rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as Action }));
  }

  entries(id: number, from: number, limit: number): GameLogEntry[] {
    const rows = this.db
      .prepare(
        `SELECT idx AS "index", seat, action, events, words, turn, round, active, phase, at FROM game_actions
         WHERE game_id = ? AND idx >= ? ORDER BY idx LIMIT ?`,
      )
      .all(id, from, limit) as (Omit<GameLogEntry, 'action' | 'events' | 'words'> & { action: string; events: string; words: string | null })[];
    return rows.map(({ words, ...r }) => ({
      ...r,
      action: JSON.parse(r.action) as Action,
      events: JSON.parse(r.events) as GameEvent[],
      ...(words === null ? {} : { words: JSON.parse(words) as EntryWords }),
    }));
  }

  /** The stored words of every action, in order (null for actions stored before words were recorded). */
  words(id: number): (EntryWords | null)[] {
    const rows = this.db.prepare('SELECT words FROM game_actions WHERE game_id = ? ORDER BY idx').pluck().all(id) as (string | null)[];
    return rows.map((w) => (w === null ? null : (JSON.parse(w) as EntryWords)));
  }

  /** Actions whose words are not recorded yet. */
  missingWords(id: number): number {
    return this.db.prepare('SELECT count(*) FROM game_actions WHERE game_id = ? AND words IS NULL').pluck().get(id) as number;
  }

  /** Records the words of actions stored before words were (a replay made them), in one transaction. */
  fillWords(id: number, words: readonly EntryWords[]): void {
    writeTransaction(this.db, () => {
      const update = this.db.prepare('UPDATE game_actions SET words = ? WHERE game_id = ? AND idx = ? AND words IS NULL');
      words.forEach((w, idx) => update.run(JSON.stringify(w), id, idx));
    });
  }

  /** A new game with its first summary and, for an import, its whole log: one transaction. */
  create(row: NewGameRow, progress: GameProgress, log: readonly ActionRow[] = []): number {
    return writeTransaction(this.db, () => {
      const at = this.now();
      const info = this.db
        .prepare(
          `INSERT INTO games (name, setup, sets, seats, seed, council_mp, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(row.name, row.setupJson, JSON.stringify(row.sets), JSON.stringify(row.seats), row.seed, row.councilMp, at, at);
      const id = Number(info.lastInsertRowid);
      this.writeActions(id, 0, log, progress, at);
      return id;
    });
  }

  /**
   * Appends actions after the first `from` and updates the summary, in one transaction.
   * Another writer that stored meanwhile makes this CONFLICT (nothing written).
   */
  append(id: number, from: number, log: readonly ActionRow[], progress: GameProgress): string {
    return writeTransaction(this.db, () => {
      if (this.count(id) !== from) throw new ApiError('CONFLICT', 'The game moved on (another window or the command line played); reload it.');
      const at = this.now();
      this.writeActions(id, from, log, progress, at);
      return at;
    });
  }

  delete(id: number): boolean {
    return writeTransaction(this.db, () => this.db.prepare('DELETE FROM games WHERE id = ?').run(id).changes > 0);
  }

  private writeActions(id: number, from: number, log: readonly ActionRow[], progress: GameProgress, at: string): void {
    log.forEach((r, k) => {
      this.insertAction.run({
        gameId: id,
        idx: from + k,
        seat: r.seat,
        action: JSON.stringify(r.action),
        events: JSON.stringify(r.events),
        words: JSON.stringify(r.words),
        turn: r.turn,
        round: r.round,
        active: r.active,
        phase: r.phase,
        at,
      });
    });
    this.updateProgress.run({
      id,
      status: progress.status,
      turn: progress.turn,
      round: progress.round,
      actor: progress.actor,
      actions: from + log.length,
      scores: JSON.stringify(progress.scores),
      winners: JSON.stringify(progress.winners),
      reason: progress.reason,
      at,
    });
  }
}
