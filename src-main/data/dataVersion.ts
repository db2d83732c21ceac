/**
 * Values memoised from the database (card facts, name indexes) that stay right while
 * another process writes the same file: PRAGMA data_version changes whenever another
 * connection commits, and reading it costs no disk access, so every use checks it and
 * reloads after a change. This connection's own catalogue writes call invalidate(), since
 * data_version does not count them.
 */
import type { Database, Statement } from 'better-sqlite3';

export class ReloadingCache<T> {
  private loaded: { value: T; version: number } | null = null;
  private readonly dataVersion: Statement;

  constructor(
    db: Database,
    private readonly load: () => T,
  ) {
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
  }

  get(): T {
    // Read before loading: a commit made while loading shows as a newer version next time.
    const version = this.dataVersion.get() as number;
    if (this.loaded === null || this.loaded.version !== version) this.loaded = { value: this.load(), version };
    return this.loaded.value;
  }

  invalidate(): void {
    this.loaded = null;
  }
}
