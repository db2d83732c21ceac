/**
 * Where the app keeps its files. The CLI and browser mode use the same folder as the
 * Electron app (its userData), so all three see one database.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_DIR_NAME = 'Arda Curator';

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.ARDA_DATA_DIR) return env.ARDA_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_DIR_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_DIR_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_DIR_NAME);
}

export interface DataPaths {
  dataDir: string;
  database: string;
  imageCache: string;
}

export function dataPaths(dataDir: string, databaseOverride?: string): DataPaths {
  return {
    dataDir,
    database: databaseOverride ?? join(dataDir, 'arda-curator.sqlite'),
    imageCache: join(dataDir, 'image-cache'),
  };
}
