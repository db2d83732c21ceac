/**
 * app://arda/…: the renderer's own files (out/renderer), served to the window from a
 * privileged custom scheme instead of file://, so the page has a real origin, gets no
 * file:// powers, and can reach no file but the build output. The request → file decision
 * is a pure function (resolveAppRequest) so it is unit-tested without Electron.
 */
import { lstat, readFile } from 'node:fs/promises';
import { contentTypeFor } from '../transport/contentTypes';
import { findContainedFile, type LstatFn } from '../transport/containedFile';
import { decodePathSegments, servedFileSegments } from '../transport/requestPath';
import { CONTENT_SECURITY_POLICY } from './csp';

export const APP_SCHEME = 'app';
export const APP_HOST = 'arda';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Registered before app ready, with the image scheme (registerSchemesAsPrivileged replaces
 * earlier registrations). Standard and secure: a real origin for 'self' in the CSP, web
 * storage, module scripts; fetch for the page's own assets. Not corsEnabled: no other
 * origin may read these files.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
} as const;

export type AppRequest = { url: string; method?: string };
export type AppResolution = { ok: true; segments: string[] } | { ok: false; status: 400 | 404 | 405 };

/** Which file under out/renderer a request names ("/" is index.html), or the error status. */
export function resolveAppRequest(request: AppRequest): AppResolution {
  if (request.method && request.method !== 'GET' && request.method !== 'HEAD') return { ok: false, status: 405 };
  let parsed: URL;
  try {
    parsed = new URL(request.url);
  } catch {
    return { ok: false, status: 400 };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.hostname !== APP_HOST) return { ok: false, status: 404 };
  if (parsed.username || parsed.password || parsed.port) return { ok: false, status: 404 };
  const decoded = decodePathSegments(parsed.pathname);
  if (!decoded) return { ok: false, status: 400 };
  const segments = decoded.length === 1 && decoded[0] === '' ? ['index.html'] : servedFileSegments(decoded);
  return segments ? { ok: true, segments } : { ok: false, status: 404 };
}

/** The filesystem calls the handler makes (Electron's asar-aware fs in the app; fakes in tests). */
export interface AppFiles {
  lstat: LstatFn;
  readFile(path: string): Promise<Uint8Array>;
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad request', 404: 'Not found', 405: 'Method not allowed' };

/**
 * The protocol.handle() handler: every response carries the app's CSP, no link below
 * rendererRoot is followed, and every failure is a plain error status, never a throw.
 */
export function createAppProtocolHandler(rendererRoot: string, files: AppFiles = { lstat, readFile }) {
  const headersFor = (contentType: string) => ({
    'Content-Type': contentType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  const fail = (status: number) => new Response(STATUS_TEXT[status] ?? 'Error', { status, headers: headersFor('text/plain; charset=utf-8') });

  return async (request: AppRequest): Promise<Response> => {
    const resolution = resolveAppRequest(request);
    if (!resolution.ok) return fail(resolution.status);
    // The renderer folder sits in app.asar when packaged: asar-aware lstat and readFile
    // (O_NOFOLLOW opens don't reach into the archive, and the archive is integrity-checked).
    const path = await findContainedFile(rendererRoot, resolution.segments, files.lstat);
    if (!path) return fail(404);
    try {
      const body = await files.readFile(path);
      return new Response(request.method === 'HEAD' ? null : (body as unknown as ConstructorParameters<typeof Response>[0]), {
        status: 200,
        headers: headersFor(contentTypeFor(path)),
      });
    } catch {
      return fail(404);
    }
  };
}
