/**
 * The API contract, checked end to end through a transport. One suite, run against every
 * transport (Electron IPC through a fake ipcMain/ipcRenderer pair, loopback HTTP through
 * the browser-mode server), so both carry exactly the same API.
 *
 * Every test gets a database of its own: beforeAll imports the real card file once,
 * through the transport under test, into a template database; each test then opens a copy.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type Invoke } from '../../src-shared/api/client';
import { ApiError, replySchema, type Reply } from '../../src-shared/api/errors';
import type { JobStatus } from '../../src-shared/api/schemasJobs';

export const CARDS_JSON = resolve(__dirname, '../../../shared/cards/cards.json');

export interface StoragePaths {
  dataDir: string;
  databasePath: string;
}

export interface TransportUnderTest {
  /** Sends one request the way the renderer would; resolves with the raw reply envelope. */
  invoke: Invoke;
  close(): Promise<void>;
}

export interface TransportFactory {
  name: string;
  /** What app.info reports as runtime through this transport. */
  runtime: 'electron' | 'browser' | 'node';
  open(paths: StoragePaths): Promise<TransportUnderTest>;
}

/** A fresh folder with its own database path. */
export function freshStorage(prefix = 'arda-contract-'): StoragePaths {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return { dataDir, databasePath: join(dataDir, 'arda-curator.sqlite') };
}

/** Copies a closed database (and any WAL beside it) into a fresh folder. */
function copyStorage(template: StoragePaths): StoragePaths {
  const copy = freshStorage();
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(template.databasePath + suffix)) copyFileSync(template.databasePath + suffix, copy.databasePath + suffix);
  }
  return copy;
}

export async function waitForJob(client: ApiClient, jobId: string, timeoutMs = 20000): Promise<{ final: JobStatus; seen: JobStatus[] }> {
  const seen: JobStatus[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await client.call('jobs.get', { jobId });
    seen.push(status);
    if (status.state !== 'running') return { final: status, seen };
    if (Date.now() > deadline) throw new Error(`job ${jobId} still running after ${timeoutMs} ms: ${status.phase} ${status.message}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Calls a method and returns the error it fails with (failing the test if it succeeds). */
export async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

export function parseReply(raw: unknown): Reply {
  return replySchema.parse(raw);
}

export function defineContractSuite(factory: TransportFactory): void {
  describe(`API contract over ${factory.name}`, () => {
    const dirs: string[] = [];
    let template: StoragePaths;
    let importRun: { final: JobStatus; seen: JobStatus[]; jobId: string };
    let current: { transport: TransportUnderTest; client: ApiClient; storage: StoragePaths } | null = null;
    const cardFile = readFileSync(CARDS_JSON, 'utf8');

    beforeAll(async () => {
      template = freshStorage('arda-contract-template-');
      dirs.push(template.dataDir);
      const transport = await factory.open(template);
      try {
        const client = createApiClient(transport.invoke);
        const { jobId } = await client.call('cards.importContent', { fileName: 'cards.json', content: cardFile });
        importRun = { ...(await waitForJob(client, jobId)), jobId };
      } finally {
        await transport.close();
      }
    });

    afterEach(async () => {
      if (current) await current.transport.close();
      current = null;
    });

    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    /** The current test's transport, on its own copy of the imported template. */
    const open = async () => {
      if (current) return current;
      const storage = copyStorage(template);
      dirs.push(storage.dataDir);
      const transport = await factory.open(storage);
      current = { transport, client: createApiClient(transport.invoke), storage };
      return current;
    };
    it('answers an unknown method with UNKNOWN_METHOD', async () => {
      const { transport } = await open();
      const reply = parseReply(await transport.invoke('cards.nope' as never, {}));
      expect(reply.ok).toBe(false);
      if (!reply.ok) {
        expect(reply.error.code).toBe('UNKNOWN_METHOD');
        expect(reply.error.message).toContain('cards.nope');
      }
    });

    it('answers invalid input with INVALID_REQUEST naming the field', async () => {
      const { transport } = await open();
      const reply = parseReply(await transport.invoke('cards.search', { query: 42 }));
      expect(reply.ok).toBe(false);
      if (!reply.ok) {
        expect(reply.error.code).toBe('INVALID_REQUEST');
        expect(reply.error.message).toContain('query');
      }
      const nested = parseReply(await transport.invoke('collection.change', { label: 'x', changes: [{ cardId: '', delta: 1 }] }));
      expect(!nested.ok && nested.error.code).toBe('INVALID_REQUEST');
      expect(!nested.ok && nested.error.message).toContain('changes.0.cardId');
    });

    it('reports app.info for this transport and database', async () => {
      const { client, storage } = await open();
      const info = await client.call('app.info', {});
      expect(info.runtime).toBe(factory.runtime);
      expect(info.databasePath).toBe(storage.databasePath);
      expect(info.cardCount).toBe(importRun.final.kind === 'cards-import' ? importRun.final.result?.cards : null);
      expect(info.setCount).toBe(7);
      expect(typeof info.version).toBe('string');
    });

    it('round-trips settings through get and update', async () => {
      const { client } = await open();
      const before = await client.call('settings.get', {});
      const after = await client.call('settings.update', { language: 'es', downloadImages: !before.downloadImages });
      expect(after).toEqual({ ...before, language: 'es', downloadImages: !before.downloadImages });
      expect(await client.call('settings.get', {})).toEqual(after);
      const bad = await errorOf(client.call('settings.update', { cardDatabaseUrl: 'ftp://example.org/cards.json' }));
      expect(bad.code).toBe('INVALID_REQUEST');
      expect(bad.message).toContain('cardDatabaseUrl');
    });

    it('imports card content as a job that jobs.get follows to done', async () => {
      const { final, seen, jobId } = importRun;
      expect(final.id).toBe(jobId);
      expect(final.kind).toBe('cards-import');
      expect(final.state).toBe('done');
      expect(final.phase).toBe('finished');
      expect(final.error).toBeNull();
      expect(final.result).toMatchObject({ source: 'cards.json', sets: 7, cards: 1683 });
      expect(seen.length).toBeGreaterThan(0);
      // A finished job stays readable, and an unknown job is a typed error.
      const { client } = await open();
      const missing = await errorOf(client.call('jobs.get', { jobId: 'no-such-job' }));
      expect(missing.code).toBe('NOT_FOUND');
    });

    it('imports into an empty database through the transport', async () => {
      const storage = freshStorage();
      dirs.push(storage.dataDir);
      const transport = await factory.open(storage);
      try {
        const client = createApiClient(transport.invoke);
        expect((await client.call('app.info', {})).cardCount).toBe(0);
        const broken = await client.call('cards.importContent', { fileName: 'broken.json', content: '{"TW": ' });
        const { final } = await waitForJob(client, broken.jobId);
        expect(final.state).toBe('failed');
        expect(final.error?.code).toBe('BAD_FILE');
        expect((await client.call('app.info', {})).cardCount).toBe(0);
      } finally {
        await transport.close();
      }
    });

    it('finds Gandalf with cards.search', async () => {
      const { client } = await open();
      const result = await client.call('cards.search', { query: 'gandalf' });
      expect(result.total).toBeGreaterThan(0);
      expect(result.rows.length).toBe(Math.min(result.total, result.rows.length));
      expect(result.rows.some((row) => row.name.toLowerCase().includes('gandalf'))).toBe(true);
      const none = await client.call('cards.search', { query: 'zzzz-no-such-card-zzzz' });
      expect(none).toEqual({ rows: [], total: 0 });
    });

    it('changes the collection and undoes and redoes the change', async () => {
      const { client } = await open();
      const { rows } = await client.call('cards.search', { query: 'gandalf' });
      const card = rows[0]!;
      const owned = async () => (await client.call('cards.get', { id: card.id })).owned;
      expect(await owned()).toBe(0);

      const changed = await client.call('collection.change', { label: 'Add Gandalf', changes: [{ cardId: card.id, delta: 2 }] });
      expect(changed.history).toMatchObject({ canUndo: true, canRedo: false, undoLabel: 'Add Gandalf' });
      expect(changed.entries.find((e) => e.cardId === card.id)?.count).toBe(2);
      expect(await owned()).toBe(2);

      const undone = await client.call('collection.undo', {});
      expect(undone.history).toMatchObject({ canUndo: false, canRedo: true, redoLabel: 'Add Gandalf' });
      expect(await owned()).toBe(0);

      const redone = await client.call('collection.redo', {});
      expect(redone.history).toMatchObject({ canUndo: true, canRedo: false });
      expect(await owned()).toBe(2);
      expect(await client.call('collection.history', {})).toEqual(redone.history);
    });

    it('answers an unknown card id with NOT_FOUND', async () => {
      const { client } = await open();
      const detail = await errorOf(client.call('cards.get', { id: 'XX-999' }));
      expect(detail.code).toBe('NOT_FOUND');
      expect(detail.message).toContain('XX-999');
      const change = await errorOf(client.call('collection.change', { label: 'Ghost', changes: [{ cardId: 'XX-999', delta: 1 }] }));
      expect(change.code).toBe('NOT_FOUND');
      expect((await client.call('collection.history', {})).canUndo).toBe(false);
    });

    it('carries the games methods: an empty list, NOT_FOUND for an unknown game, INVALID_REQUEST for a malformed action', async () => {
      const { client, transport } = await open();
      expect(await client.call('games.list', {})).toEqual({ games: [] });
      const missing = await errorOf(client.call('games.open', { id: 424242, seat: 0 }));
      expect(missing.code).toBe('NOT_FOUND');
      expect((await errorOf(client.call('games.create', { setIds: [424242], seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'bot' }] }))).code).toBe('NOT_FOUND');
      const bad = parseReply(await transport.invoke('games.act', { id: 1, seat: 0, at: 0, action: { type: 'draftAvatar', inst: 'x' } }));
      expect(!bad.ok && bad.error.code).toBe('INVALID_REQUEST');
      expect(!bad.ok && bad.error.message).toContain('action');
    });
  });
}
