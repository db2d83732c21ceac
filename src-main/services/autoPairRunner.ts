/**
 * Auto-pairing in a worker thread, so the main process keeps answering every other call
 * while a large set is paired (a 10,000-copy MP deck takes tens of seconds). The worker is
 * the built autoPairWorker.js beside the bundle (an entry of its own in
 * electron.vite.config.ts) or, run from source (the CLI and browser mode under tsx, the
 * tests), autoPairWorker.ts, loaded through tsx by tsWorker.mjs.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../src-shared/api/errors';
import type { AutoPairProgress, AutoPairResult } from '../../src-shared/sleeves/autoPair';
import type { PairingInput } from '../../src-shared/sleeves/pairingInput';

export const PAIRING_CANCELLED = 'Cancelled; the sleeves were left as they were.';

type WorkerMessage = { type: 'progress'; progress: AutoPairProgress } | { type: 'done'; result: AutoPairResult };

/**
 * The built worker, outside app.asar in a packaged app: electron-builder unpacks it and its chunks (asarUnpack in
 * electron-builder.yml), so a worker thread loads it from plain files whether or not it could read the archive.
 */
export function unpackedPath(file: string): string {
  const unpacked = file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
  return unpacked !== file && existsSync(unpacked) ? unpacked : file;
}

function workerEntry(): { file: URL | string; workerData?: { entry: string } } {
  const built = new URL('./autoPairWorker.js', import.meta.url);
  if (existsSync(built)) return { file: unpackedPath(fileURLToPath(built)) };
  const source = new URL('./autoPairWorker.ts', import.meta.url);
  if (existsSync(source)) return { file: new URL('./tsWorker.mjs', import.meta.url), workerData: { entry: source.href } };
  throw new ApiError('INTERNAL', `The auto-pairing worker (autoPairWorker.js) is missing beside ${fileURLToPath(import.meta.url)}; build the app again (npm run build).`);
}

export function runAutoPair(input: PairingInput, options: { onProgress?: (progress: AutoPairProgress) => void; signal?: AbortSignal } = {}): Promise<AutoPairResult> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError('CANCELLED', PAIRING_CANCELLED));
    const entry = workerEntry();
    const worker = new Worker(entry.file, entry.workerData ? { workerData: entry.workerData } : {});
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      void worker.terminate();
      finish();
    };
    const abort = () => settle(() => reject(new ApiError('CANCELLED', PAIRING_CANCELLED)));
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else settle(() => resolve(message.result));
    });
    worker.on('error', (error) => settle(() => reject(new ApiError('INTERNAL', `Auto-pairing failed: ${error.message}`))));
    worker.on('exit', (code) => settle(() => reject(new ApiError('INTERNAL', `Auto-pairing stopped before it finished (the worker exited with code ${code}).`))));
    worker.postMessage(input);
  });
}
