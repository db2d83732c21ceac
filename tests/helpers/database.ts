/**
 * Database helpers: a dump of every table (to prove a failed operation changed nothing),
 * and app services on a temp database that a test file closes when done.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { createAppServices, type AppServices } from '../../src-main/services/appServices';

export interface TableDump {
  rows: number;
  /** sha256 of the rows serialised in rowid (or sorted) order. */
  hash: string;
}

function serialise(value: unknown): unknown {
  return Buffer.isBuffer(value) ? `x'${value.toString('hex')}'` : value;
}

/** Every table (including the full-text index's shadow tables): row count and content hash. */
export function dumpTables(db: Database): Record<string, TableDump> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const dump: Record<string, TableDump> = {};
  for (const table of tables) {
    let lines: string[];
    try {
      lines = (db.prepare(`SELECT rowid AS __rowid, * FROM "${table}" ORDER BY rowid`).raw().all() as unknown[][]).map((row) =>
        JSON.stringify(row.map(serialise)),
      );
    } catch {
      // WITHOUT ROWID tables: compare content, sorted.
      lines = (db.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][]).map((row) => JSON.stringify(row.map(serialise))).sort();
    }
    dump[table] = { rows: lines.length, hash: createHash('sha256').update(lines.join('\n')).digest('hex') };
  }
  return dump;
}

export interface CollectionRow {
  card_id: string;
  count: number;
  note: string;
  storage: string;
}

export function collectionRows(db: Database): CollectionRow[] {
  return db.prepare('SELECT card_id, count, note, storage FROM collection ORDER BY card_id').all() as CollectionRow[];
}

/** sha256 of the database file and its WAL, after folding the WAL in: the bytes on disk. */
export function fileHashes(db: Database, path: string): { main: string; wal: string | null } {
  db.pragma('wal_checkpoint(TRUNCATE)');
  const hash = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');
  return { main: hash(path), wal: existsSync(`${path}-wal`) ? hash(`${path}-wal`) : null };
}

export const DB_FILE_NAME = 'arda.sqlite';

/** App services on dir/arda.sqlite, images cached under dir. */
export function openServices(dir: string): AppServices {
  return createAppServices({ databasePath: join(dir, DB_FILE_NAME), dataDir: dir, runtime: 'node' });
}
