// Starts a TypeScript worker when the app runs from source (the CLI and browser mode under
// tsx, the tests): tsx is registered in this thread, then the worker named by workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
