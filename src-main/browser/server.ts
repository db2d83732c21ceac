/**
 * Browser mode: the renderer served to a browser on 127.0.0.1, talking to the same
 * services as the Electron app through the loopback HTTP transport.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppServices, type AppServices } from '../services/appServices';
import { createDispatch } from '../transport/dispatch';
import { startHttpTransport } from '../transport/http';

export interface BrowserServerOptions {
  databasePath: string;
  dataDir: string;
  rendererDir?: string;
  port?: number;
}

export interface BrowserServer {
  url: string;
  token: string;
  port: number;
  services: AppServices;
  close(): Promise<void>;
}

export const DEFAULT_RENDERER_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../out/renderer');

export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const services = createAppServices({ databasePath: options.databasePath, dataDir: options.dataDir, runtime: 'browser' });
  const token = randomBytes(24).toString('hex');
  try {
    const transport = await startHttpTransport({
      dispatch: createDispatch(services.handlers),
      token,
      rendererDir: options.rendererDir ?? DEFAULT_RENDERER_DIR,
      imagePath: (key) => services.imageCache.pathFor(key),
      port: options.port,
    });
    return {
      url: transport.url,
      token,
      port: transport.port,
      services,
      close: async () => {
        await transport.close();
        services.close();
      },
    };
  } catch (error) {
    services.close();
    throw error;
  }
}
