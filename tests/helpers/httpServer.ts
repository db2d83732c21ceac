/**
 * A tiny HTTP server on 127.0.0.1 (port 0) for download and image tests. Every request is
 * recorded; close() also drops open connections so a test never hangs on a stalled transfer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LoopbackServer {
  port: number;
  /** Absolute address of a path on this server. */
  url(path: string): string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<LoopbackServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path.startsWith('/') ? path : `/${path}`}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that refuses connections: one a server listened on and then released. */
export async function closedPort(): Promise<number> {
  const server = await startServer((_req, res) => res.end());
  await server.close();
  return server.port;
}

/** Sends body in chunks with a pause between them; resolves when sent or the client went away. */
export function sendSlowly(res: ServerResponse, body: Buffer, chunkBytes: number, pauseMs: number): Promise<'sent' | 'aborted'> {
  return new Promise((resolve) => {
    let offset = 0;
    let aborted = false;
    res.on('close', () => {
      if (offset < body.length) {
        aborted = true;
        resolve('aborted');
      }
    });
    const next = () => {
      if (aborted) return;
      if (offset >= body.length) {
        res.end(() => resolve('sent'));
        return;
      }
      const chunk = body.subarray(offset, offset + chunkBytes);
      offset += chunk.length;
      res.write(chunk);
      setTimeout(next, pauseMs);
    };
    next();
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until predicate() is true or the time is up (then throws with what it waited for). */
export async function waitUntil(predicate: () => boolean, what: string, timeoutMs = 10_000, pollMs = 5): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(pollMs);
  }
}
