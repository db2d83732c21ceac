/** Entry for browser mode: `npm run browser` (or `npm start` where Electron can't run). */
import { dataPaths, defaultDataDir } from '../data/paths';
import { startBrowserServer } from './server';

async function main(): Promise<void> {
  const dataDir = defaultDataDir();
  const port = process.env.ARDA_PORT ? Number(process.env.ARDA_PORT) : 0;
  // ARDA_RENDERER_DIR: serve another build of the renderer than out/renderer (tests build their own).
  const rendererDir = process.env.ARDA_RENDERER_DIR || undefined;
  const server = await startBrowserServer({ databasePath: dataPaths(dataDir).database, dataDir, port, rendererDir });
  process.stdout.write(`Arda Curator (browser mode) is running at ${server.url}\n`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Arda Curator could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
