/**
 * Browser-mode transport: the same dispatch as Electron IPC, over loopback HTTP.
 * Listens on 127.0.0.1 only, requires the per-launch token on every API and image
 * request, and refuses requests naming another host or origin (DNS rebinding, CSRF).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { Reply } from '../../src-shared/api/errors';
import type { Dispatch } from './dispatch';
import { BROWSER_CSP } from './csp';

export interface HttpTransportOptions {
  dispatch: Dispatch;
  token: string;
  rendererDir: string;
  /** Maps an image-cache key to its file, or null for a key that is not valid. */
  imagePath(key: string): string | null;
  port?: number;
  maxBodyBytes?: number;
}

export interface RunningHttpTransport {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

function sameToken(given: string | null | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sendJson(res: ServerResponse, status: number, body: Reply): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

function forbidden(res: ServerResponse, message: string): void {
  sendJson(res, 403, { ok: false, error: { code: 'FORBIDDEN', message } });
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error(`request body larger than ${Math.round(limit / 1048576)} MB`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function startHttpTransport(options: HttpTransportOptions): Promise<RunningHttpTransport> {
  const rendererRoot = resolve(options.rendererDir);
  const maxBody = options.maxBodyBytes ?? 110 * 1024 * 1024;
  let port = 0;

  const serveFile = (res: ServerResponse, path: string, extraHeaders: Record<string, string> = {}) => {
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': statSync(path).size,
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    });
    createReadStream(path).pipe(res);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
    if (!allowedHosts.includes(req.headers.host ?? '')) return forbidden(res, 'Requests must be addressed to 127.0.0.1.');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedHosts.some((h) => origin === `http://${h}`)) {
      return forbidden(res, 'Requests from other origins are refused.');
    }
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);

    if (url.pathname.startsWith('/api/')) {
      if (req.method !== 'POST') return sendJson(res, 405, { ok: false, error: { code: 'INVALID_REQUEST', message: 'API calls use POST.' } });
      if (!sameToken(req.headers['x-arda-token'] as string | undefined, options.token)) {
        return forbidden(res, 'Missing or wrong access token: open the address printed when the app started.');
      }
      let input: unknown;
      try {
        const body = await readBody(req, maxBody);
        input = body === '' ? {} : JSON.parse(body);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return sendJson(res, 400, { ok: false, error: { code: 'INVALID_REQUEST', message: `Unreadable request: ${message}.` } });
      }
      const reply = await options.dispatch(decodeURIComponent(url.pathname.slice('/api/'.length)), input);
      return sendJson(res, 200, reply);
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { ok: false, error: { code: 'INVALID_REQUEST', message: 'Method not allowed.' } });

    if (url.pathname.startsWith('/image-cache/')) {
      if (!sameToken(url.searchParams.get('token'), options.token)) return forbidden(res, 'Missing or wrong access token.');
      const path = options.imagePath(decodeURIComponent(url.pathname.slice('/image-cache/'.length)));
      if (!path || !existsSync(path)) {
        res.writeHead(404).end();
        return;
      }
      return serveFile(res, path, { 'Cache-Control': 'private, max-age=31536000, immutable' });
    }

    if (url.pathname === '/' || url.pathname === '/index.html') {
      if (!sameToken(url.searchParams.get('token'), options.token)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Arda Curator: open the full address printed by "npm start" (it carries the access token).');
        return;
      }
      return serveFile(res, join(rendererRoot, 'index.html'), { 'Content-Security-Policy': BROWSER_CSP, 'Cache-Control': 'no-store' });
    }

    // Static build output (scripts, styles, fonts): public, but never outside the folder.
    const path = normalize(join(rendererRoot, decodeURIComponent(url.pathname)));
    if (!path.startsWith(rendererRoot + sep) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    return serveFile(res, path);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'INTERNAL', message: String(error) } });
      else res.destroy();
    });
  });

  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolveStart({
        server,
        port,
        url: `http://127.0.0.1:${port}/?token=${options.token}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
