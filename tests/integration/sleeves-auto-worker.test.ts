/**
 * Auto-pairing a large set off the main thread (issue: `sleeves auto` on a 10,000-MP-copy
 * set made every other API call wait about 82 s). Through the browser-mode server on a real
 * SQLite file: while a set of 10,000 MP copies is being paired, other calls answer at once;
 * as a job it reports its progress (matching, then spreading) and ends with the same report
 * as the plain call; a cancelled job leaves the sleeves and the set's history as they were.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserServer, type BrowserServer } from '../../src-main/browser/server';
import type { MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { JobStatus } from '../../src-shared/api/schemasJobs';
import { bigSleeveSet } from '../helpers/bigSleeveSet';
import { CARD_FILE } from '../helpers/cardFile';
import { DB_FILE_NAME } from '../helpers/database';
import { sleep } from '../helpers/httpServer';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-auto-worker-');
let server: BrowserServer;
let bigSet: number;
let mpCopies = 0;

/** One API call over HTTP, as the browser-mode page makes it. */
async function http<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Arda-Token': server.token },
    body: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: boolean; value: MethodOutput<M>; error?: { message: string } };
  if (!reply.ok) throw new Error(reply.error?.message);
  return reply.value;
}

/**
 * From another process (this one's timers would wait for a busy main thread too): after
 * `delayMs`, `count` app.info calls over HTTP, one after another; how long each waited, in ms.
 */
function probeAnswerTimes(delayMs: number, count: number): Promise<number[]> {
  const code = `
    const [url, token, delay, count] = process.argv.slice(1);
    setTimeout(async () => {
      const waits = [];
      for (let i = 0; i < Number(count); i++) {
        const started = performance.now();
        await (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Arda-Token': token }, body: '{}' })).json();
        waits.push(Math.round(performance.now() - started));
      }
      process.stdout.write(JSON.stringify(waits));
    }, Number(delay));`;
  const args = ['-e', code, `http://127.0.0.1:${server.port}/api/app.info`, server.token, String(delayMs), String(count)];
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(out) as number[]));
  });
}

beforeAll(async () => {
  const dir = dirs.make();
  server = await startBrowserServer({ databasePath: `${dir}/${DB_FILE_NAME}`, dataDir: dir, port: 0 });
  await server.services.importCardFile(CARD_FILE);
  ({ setId: bigSet, mpCopies } = await bigSleeveSet(server.services, 'Big table', 30));
}, 120_000);
afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

describe('auto-pairing a set of 10,000 MP copies', () => {
  it('cancelled as a job, leaves the sleeves and the history as they were', async () => {
    const history = await http('sets.history', { setId: bigSet });
    const { jobId } = await http('sleeves.autoStart', { setId: bigSet });
    let status = await http('jobs.get', { jobId });
    while (status.state === 'running' && status.loaded === 0) status = (await sleep(50), await http('jobs.get', { jobId }));
    expect(status.state).toBe('running');
    const cancelled = await http('jobs.cancel', { jobId });
    expect(cancelled).toMatchObject({ state: 'cancelled', message: 'Cancelled; the sleeves were left as they were.', error: { code: 'CANCELLED' } });
    await sleep(300);
    expect((await http('jobs.get', { jobId })).state).toBe('cancelled');
    expect((await http('sleeves.list', { setId: bigSet })).counts.paired).toBe(0);
    expect(await http('sets.history', { setId: bigSet })).toEqual(history);
  }, 120_000);

  it('leaves the app answering other calls while it runs', async () => {
    let finishedAt = 0;
    const probe = probeAnswerTimes(500, 5);
    const auto = http('sleeves.auto', { setId: bigSet }).finally(() => (finishedAt = performance.now()));
    const waits = await probe;
    const probedAt = performance.now();
    expect(Math.max(...waits), `app.info waited ${waits.join(', ')} ms`).toBeLessThan(500);
    const result = await auto;
    expect(finishedAt, 'the pairing ended before the other calls were timed').toBeGreaterThan(probedAt);
    expect(result.counts.mpCopies).toBe(mpCopies);
    expect(result.auto.made).toBeGreaterThan(0);
  }, 120_000);

  it('as a job, reports matching and spreading as it goes, and ends with the report', async () => {
    const before = await http('sleeves.list', { setId: bigSet });
    const { jobId } = await http('sleeves.autoStart', { setId: bigSet });
    const seen: JobStatus[] = [];
    for (;;) {
      const status = await http('jobs.get', { jobId });
      seen.push(status);
      if (status.state !== 'running') break;
      await sleep(100);
    }
    const final = seen[seen.length - 1]!;
    expect(final).toMatchObject({ kind: 'sleeves-auto', state: 'done', phase: 'finished', error: null });
    const running = seen.filter((s) => s.state === 'running' && s.total !== null && s.loaded > 0);
    expect(running.map((s) => s.phase)).toContain('pair');
    expect(running.every((s) => s.loaded <= (s.total ?? 0))).toBe(true);
    // Pairing again changes nothing: the same sleeves, and the report of the plain call.
    const after = await http('sleeves.list', { setId: bigSet });
    expect(after.copies).toEqual(before.copies);
    expect(final.kind === 'sleeves-auto' && final.result?.counts).toEqual(after.counts);
  }, 120_000);

});
