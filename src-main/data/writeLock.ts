/**
 * Writing while another process writes: the app and the CLI share one database file, so
 * every write transaction takes SQLite's write lock up front (BEGIN IMMEDIATE) and waits
 * for it up to BUSY_TIMEOUT_MS. A deferred transaction would start as a reader and could
 * fail at its first write without waiting (SQLITE_BUSY on a stale snapshot). When the lock
 * cannot be had, or the file cannot be written, callers get a typed ApiError instead.
 */
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';

/** How long a writer waits for another process's write lock (an import holds it for seconds). */
export const BUSY_TIMEOUT_MS = 15_000;

const BUSY_CODES = /^SQLITE_(BUSY|LOCKED)/;
const READ_ONLY_CODES = /^(SQLITE_READONLY|SQLITE_PERM|EACCES|EROFS|EPERM)/;
/** SQLite could not open or create the file: a read-only folder, or the path is not a file. */
const CANT_OPEN_CODES = /^SQLITE_CANTOPEN/;

/** The typed error for a failure of the database at path, or null when it is not one we can explain. */
export function databaseError(error: unknown, path: string): ApiError | null {
  if (error instanceof ApiError || !(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  if (BUSY_CODES.test(code)) {
    return new ApiError(
      'BUSY',
      `Another Arda Curator process (the app or the command line) is writing to ${path}; nothing was changed. Try again in a moment.`,
    );
  }
  const remedy = `make it and its folder writable (chmod u+w "${path}" "${dirname(path)}") or choose another data folder with ARDA_DATA_DIR (the CLI also takes --db PATH).`;
  if (READ_ONLY_CODES.test(code)) return new ApiError('READ_ONLY', `${path} is read-only: ${remedy}`);
  if (CANT_OPEN_CODES.test(code)) {
    return new ApiError('READ_ONLY', `${path} cannot be opened or created (is its folder read-only, or is it not a file?): ${remedy}`);
  }
  return null;
}

/** Runs fn with SQLite errors of db turned into typed errors that name its file. */
export function explainDatabaseErrors<T>(db: Database, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw databaseError(error, db.name) ?? error;
  }
}

/**
 * fn as one write transaction holding the write lock from its start. Inside another
 * transaction it becomes a savepoint of that one, as better-sqlite3 nests them.
 */
export function writeTransaction<T>(db: Database, fn: () => T): T {
  return explainDatabaseErrors(db, () => db.transaction(fn).immediate());
}

/** Every handler of an API object with the database's errors explained (BUSY, READ_ONLY). */
export function withDatabaseErrors<H extends object>(db: Database, handlers: H): H {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    wrapped[name] = (...args: unknown[]): unknown => {
      const result = explainDatabaseErrors(db, () => (handler as (...a: unknown[]) => unknown)(...args));
      // Async handlers fail later: explain those failures too.
      return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(databaseError(error, db.name) ?? error)) : result;
    };
  }
  return wrapped as H;
}
