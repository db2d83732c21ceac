/**
 * arda-image://cache/<key>: card images from the services' image cache, served to the
 * renderer without giving it file:// access. Only keys that look like our cache's file
 * names (sha1 + image extension) are served, so no request can name another file, and a
 * symbolic link in the cache is never followed (readRegularFile).
 */
import { join } from 'node:path';
import { readRegularFile } from '../transport/containedFile';
import { IMAGE_SCHEME } from './csp';

export { IMAGE_SCHEME };
export const IMAGE_HOST = 'cache';
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{40}\.(jpg|jpeg|png|webp|gif)$/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The privileges registered before app ready (protocol.registerSchemesAsPrivileged). */
export const IMAGE_SCHEME_PRIVILEGES = {
  scheme: IMAGE_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
} as const;

/** The cache key an arda-image URL names, or null if the URL is not a valid image URL. */
export function imageKeyFromUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${IMAGE_SCHEME}:` || parsed.hostname !== IMAGE_HOST) return null;
  if (parsed.search || parsed.username || parsed.password || parsed.port) return null;
  const key = parsed.pathname.replace(/^\//, '');
  return IMAGE_KEY_PATTERN.test(key) ? key : null;
}

export type ReadImage = (path: string) => Promise<Uint8Array>;
/** Where the cache keeps a key's file (the services' ImageCache.pathFor), or null. */
export type ImagePathFor = (key: string) => string | null;

/** The protocol.handle() handler: a Response for every request, never a throw. */
export function createImageProtocolHandler(imageCache: string | ImagePathFor, read: ReadImage = readRegularFile) {
  const pathFor: ImagePathFor = typeof imageCache === 'string' ? (key) => join(imageCache, key) : imageCache;
  return async (request: { url: string; method?: string }): Promise<Response> => {
    if (request.method && request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405 });
    }
    const key = imageKeyFromUrl(request.url);
    if (!key) return new Response('Not found', { status: 404 });
    const path = pathFor(key);
    if (!path) return new Response('Not found', { status: 404 });
    try {
      const body = await read(path);
      const ext = key.slice(key.lastIndexOf('.') + 1);
      return new Response(body as unknown as ConstructorParameters<typeof Response>[0], {
        status: 200,
        headers: {
          'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
          'Cache-Control': 'private, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
