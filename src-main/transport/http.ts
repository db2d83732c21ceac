/**
 * Browser-mode transport: the same dispatch as Electron IPC, over loopback HTTP.
 * Listens on 127.0.0.1 only, requires the per-launch token on every API and image
 * request, and refuses requests naming another host or origin (DNS rebinding, CSRF).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { timingSafeEqual } from 'node:crypto';
import type { Reply } from '../../src-shared/api/errors';
import type { Dispatch } from './dispatch';
import { BROWSER_CSP } from './csp';
import { openContainedFile, openRegularFile, type OpenedFile } from './containedFile';
import { contentTypeFor } from './contentTypes';
import { decodePathSegments, servedFileSegments, splitRequestTarget } from './requestPath';

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

  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  const serveFile = (req: IncomingMessage, res: ServerResponse, path: string, file: OpenedFile | null, extraHeaders: Record<string, string> = {}) => {
    if (!file) return notFound(res);
    res.writeHead(200, {
      'Content-Type': contentTypeFor(path),
      'Content-Length': file.size,
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    });
    if (req.method === 'HEAD') {
      res.end();
      void file.handle.close();
      return;
    }
    // pipeline destroys both ends if either fails or the client goes away; the stream
    // closes the handle when it ends.
    pipeline(file.handle.createReadStream(), res, () => undefined);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
    if (!allowedHosts.includes(req.headers.host ?? '')) return forbidden(res, 'Requests must be addressed to 127.0.0.1.');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedHosts.some((h) => origin === `http://${h}`)) {
      return forbidden(res, 'Requests from other origins are refused.');
    }
    // The path is decoded here once, segment by segment: a malformed escape is the
    // client's mistake (400), whatever the path and whether or not it carries the token.
    const { rawPath, query } = splitRequestTarget(req.url ?? '/');
    const segments = decodePathSegments(rawPath);
    if (!segments) {
      return sendJson(res, 400, { ok: false, error: { code: 'INVALID_REQUEST', message: 'Malformed address: a bad percent-escape or not a path.' } });
    }
    const isIndex = segments.length === 1 && (segments[0] === '' || segments[0] === 'index.html');

    if (segments[0] === 'api' && segments.length > 1) {
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
      const reply = await options.dispatch(segments.slice(1).join('/'), input);
      return sendJson(res, 200, reply);
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { ok: false, error: { code: 'INVALID_REQUEST', message: 'Method not allowed.' } });

    if (segments[0] === 'image-cache' && segments.length > 1) {
      if (!sameToken(query.get('token'), options.token)) return forbidden(res, 'Missing or wrong access token.');
      const path = segments.length === 2 ? options.imagePath(segments[1]!) : null;
      return serveFile(req, res, path ?? '', path ? await openRegularFile(path) : null, { 'Cache-Control': 'private, max-age=31536000, immutable' });
    }

    if (isIndex) {
      if (!sameToken(query.get('token'), options.token)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Arda Curator: open the full address printed by "npm start" (it carries the access token).');
        return;
      }
      const file = await openContainedFile(rendererRoot, ['index.html']);
      return serveFile(req, res, 'index.html', file, { 'Content-Security-Policy': BROWSER_CSP, 'Cache-Control': 'no-store' });
    }

    // Static build output (scripts, styles, fonts): public, but only plain names inside the
    // folder: no "..", no backslash, no link followed.
    const fileSegments = servedFileSegments(segments);
    if (!fileSegments) return notFound(res);
    return serveFile(req, res, fileSegments[fileSegments.length - 1]!, await openContainedFile(rendererRoot, fileSegments));
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
