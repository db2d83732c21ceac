/**
 * The worker thread that auto-pairs a set's sleeves (started by autoPairRunner.ts): one
 * input in; progress out at most every PROGRESS_MS, then the result.
 */
import { parentPort } from 'node:worker_threads';
import { runPairing, type PairingInput } from '../../src-shared/sleeves/pairingInput';

const PROGRESS_MS = 100;

parentPort?.once('message', (input: PairingInput) => {
  let last = 0;
  const result = runPairing(input, (progress) => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    parentPort?.postMessage({ type: 'progress', progress });
  });
  parentPort?.postMessage({ type: 'done', result });
});
