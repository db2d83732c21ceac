/**
 * Opens the app's SQLite file: WAL, foreign keys, and migrations up to the latest schema,
 * with a backup copy of the file taken before any migration touches an existing database.
 * A schema version no app writes (newer than this one knows, or negative) is refused
 * before anything touches the file.
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { sameBackup } from './backups';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { LATEST_SCHEMA_VERSION, migrations } from './migrations';
import { BUSY_TIMEOUT_MS, databaseError, writeTransaction } from './writeLock';

export interface OpenOptions {
  /** Path of a better_sqlite3.node built for the running runtime (Electron's ABI). */
  nativeBinding?: string;
  /** Stop at this schema version (tests build databases of earlier versions). */
  targetVersion?: number;
  /** Clock for backup file names, replaceable in tests. */
  now?: () => Date;
}

export interface OpenedDatabase {
  db: Database;
  path: string;
  migratedFrom: number;
  backupPath: string | null;
}

export function openDatabase(path: string, options: OpenOptions = {}): OpenedDatabase {
  // A read-only folder or file fails here or at the first pragma: say which file and what to do.
  let db: Database;
  let existed: boolean;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    existed = path !== ':memory:' && existsSync(path) && statSync(path).size > 0;
    // The busy timeout (better-sqlite3's `timeout`) applies from the first statement on,
    // since the CLI may open the file while the app is writing to it.
    db = new BetterSqlite3(path, { timeout: BUSY_TIMEOUT_MS, ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}) });
  } catch (error) {
    throw databaseError(error, path) ?? error;
  }
  try {
    // Refuse an unknown schema before any pragma: switching to WAL would already rewrite the file.
    refuseUnknownSchema(db, path);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    const { from, backupPath } = migrate(db, path, existed, options);
    return { db, path, migratedFrom: from, backupPath };
  } catch (error) {
    db.close();
    throw databaseError(error, path) ?? error;
  }
}

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function refuseUnknownSchema(db: Database, path: string): void {
  const version = schemaVersion(db);
  if (version < 0) {
    // Migrations would start from nothing over the existing tables, fail, and back up again each launch.
    throw new Error(
      `${path} has schema version ${version}, which no version of Arda Curator writes (was it changed by another program?); nothing was changed. ` +
        `Restore a backup (a ${basename(path)}.v*.bak file beside it, if there is one) or move the file away to start a new database.`,
    );
  }
  if (version > LATEST_SCHEMA_VERSION) {
    throw new Error(
      `${path} was written by a newer Arda Curator (schema ${version}, this version knows ${LATEST_SCHEMA_VERSION}); update the app to open it.`,
    );
  }
}

function migrate(db: Database, path: string, existed: boolean, options: OpenOptions) {
  const target = options.targetVersion ?? LATEST_SCHEMA_VERSION;
  const from = schemaVersion(db);
  if (from >= target) return { from, backupPath: null };

  let backupPath: string | null = null;
  if (existed) {
    // Fold the WAL into the main file so the copy is complete on its own.
    db.pragma('wal_checkpoint(TRUNCATE)');
    // A migration that failed on an earlier launch left a backup of these very bytes: keep that one.
    backupPath = sameBackup(path, from);
    if (backupPath === null) {
      const stamp = (options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-');
      backupPath = `${path}.v${from}-${stamp}.bak`;
      copyFileSync(path, backupPath);
    }
  }
  for (const migration of migrations) {
    if (migration.version <= from || migration.version > target) continue;
    writeTransaction(db, () => {
      // Another process opening the same new file may have migrated it while this one waited.
      if (schemaVersion(db) >= migration.version) return;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    });
  }
  return { from, backupPath };
}
