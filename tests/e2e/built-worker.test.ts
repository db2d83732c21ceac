/**
 * The build's auto-pairing worker (electron.vite.config.ts builds it as an entry of its own,
 * out/main/autoPairWorker.js, which the Electron main process starts): it loads on its own
 * and pairs a real set exactly as the source does.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, expect, test } from 'vitest';
import { loadCardRecords } from '../../src-main/data/cardRows';
import { createAppServices } from '../../src-main/services/appServices';
import type { AutoPairResult } from '../../src-shared/sleeves/autoPair';
import { createLocationIndex, isMpEligible } from '../../src-shared/sleeves/locations';
import { pairingInput, runPairing } from '../../src-shared/sleeves/pairingInput';
import { CARD_FILE, PROJECT_ROOT } from './support';

const BUILT = join(process.env.E2E_OUT ?? join(PROJECT_ROOT, 'out'), 'main', 'autoPairWorker.js');
const dir = mkdtempSync(join(tmpdir(), 'arda-built-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('out/main/autoPairWorker.js pairs as the source does', async () => {
  expect(existsSync(BUILT), `${BUILT} is missing: run "npx electron-vite build" first`).toBe(true);
  const services = createAppServices({ databasePath: join(dir, 'arda.sqlite'), dataDir: dir, runtime: 'node' });
  try {
    await services.importCardFile(CARD_FILE);
    const records = loadCardRecords(services.db);
    const index = createLocationIndex(records);
    const cards = records.filter((r) => r.alignment === 'Hero' && isMpEligible(r)).slice(0, 60);
    const siteIds = [...new Set(cards.flatMap((r) => index.forCard(r.id).siteIds))];
    const input = pairingInput({
      mp: cards.flatMap((r) => [0, 1].map((i) => ({ key: `${r.id}#${i}`, cardId: r.id }))),
      sites: siteIds.map((id) => ({ key: `${id}#0`, siteId: id })),
      manual: [],
      ownedSiteIds: siteIds,
      locations: index,
    });
    // A private build outside the project has no package.json saying its files are ES modules.
    const worker = new Worker(BUILT, { execArgv: ['--experimental-detect-module'] });
    const result = await new Promise<AutoPairResult>((resolve, reject) => {
      worker.on('message', (m: { type: string; result?: AutoPairResult }) => m.type === 'done' && resolve(m.result!));
      worker.on('error', reject);
      worker.postMessage(input);
    });
    await worker.terminate();
    expect(result.pairs.length).toBeGreaterThan(0);
    expect(result).toEqual(runPairing(input));
  } finally {
    services.close();
  }
});
