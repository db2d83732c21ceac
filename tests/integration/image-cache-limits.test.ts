/**
 * Card image downloads are capped (a real loopback server, a real cache folder): an
 * announced size past LIMITS.imageBytes is refused before the body is read, a stream that
 * runs past the cap is cut off there (the server sees the client leave long before the end),
 * bytes that are not an image are refused whatever the server calls them, and none of these
 * leaves a file, whole or partial, in the cache.
 */
import { readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src-shared/api/limits';
import { ImageCache } from '../../src-main/services/imageCache';
import { startServer, type LoopbackServer } from '../helpers/httpServer';
import { tempDirs } from '../helpers/tempDir';

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const MB = 1024 * 1024;
/** What a "1.5 GB image" server would send; the test stops it long before that. */
const HUGE = 1536 * MB;

/** Bytes the server wrote per path, to show where the client stopped reading. */
const sent = new Map<string, number>();

/** Streams JPEG-looking bytes in 64 KB chunks until `total` or the client goes away. */
function stream(res: ServerResponse, path: string, total: number, announce: boolean): void {
  res.writeHead(200, { 'Content-Type': 'image/jpeg', ...(announce ? { 'Content-Length': String(total) } : {}) });
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  JPEG_START.copy(chunk);
  let written = 0;
  const pump = () => {
    while (written < total && !res.destroyed) {
      written += chunk.length;
      sent.set(path, written);
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

describe('card image downloads', () => {
  const dirs = tempDirs('arda-image-limits-');
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await startServer((req, res) => {
      const path = req.url ?? '';
      if (path.startsWith('/announced/')) stream(res, path, HUGE, true);
      else if (path.startsWith('/chunked/')) stream(res, path, HUGE, false);
      else if (path.startsWith('/html/')) res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<!doctype html><title>Not found</title>');
      else if (path.startsWith('/png/')) res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
      else res.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await server.close();
    dirs.cleanup();
  });

  it('keeps the cap with the other limits: 10 MB, far above a card scan', () => {
    expect(LIMITS.imageBytes).toBe(10 * MB);
  });

  it('refuses an announced size past the cap before reading the body, and caches nothing', async () => {
    const dir = join(dirs.make('announced'), 'images');
    const result = await new ImageCache(dir, 60_000).get(server.url('/announced/Gandalf.jpg'), true);
    expect(result.status).toBe('unavailable');
    expect(result.reason).toBe("Image not available (the image is 1536 MB, more than the 10 MB a card image may be); showing the card's text instead.");
    // The client left at once: the server got no further than its socket buffers.
    expect(sent.get('/announced/Gandalf.jpg') ?? 0).toBeLessThan(LIMITS.imageBytes);
    expect(files(dir)).toEqual([]);
  });

  it('stops a stream that runs past the cap, and leaves nothing partial in the cache', async () => {
    const dir = join(dirs.make('chunked'), 'images');
    const result = await new ImageCache(dir, 60_000).get(server.url('/chunked/Gandalf.jpg'), true);
    expect(result.status).toBe('unavailable');
    expect(result.reason).toBe("Image not available (the image is larger than 10 MB, the most a card image may be); showing the card's text instead.");
    expect(sent.get('/chunked/Gandalf.jpg') ?? 0).toBeLessThan(2 * LIMITS.imageBytes);
    expect(files(dir)).toEqual([]);
  });

  it('refuses bytes that are not an image, whatever the Content-Type says', async () => {
    const dir = join(dirs.make('html'), 'images');
    const result = await new ImageCache(dir).get(server.url('/html/Gandalf.jpg'), true);
    expect(result.status).toBe('unavailable');
    expect(result.reason).toBe("Image not available (the address sent something that is not a JPEG, PNG, GIF or WebP image); showing the card's text instead.");
    expect(files(dir)).toEqual([]);
  });

  it('caches a real image within the cap, and nothing beside it', async () => {
    const dir = join(dirs.make('png'), 'images');
    const cache = new ImageCache(dir);
    const url = server.url('/png/Gandalf.png');
    expect(await cache.get(url, true)).toEqual({ status: 'cached', key: cache.keyFor(url), reason: null });
    expect(files(dir)).toEqual([cache.keyFor(url)]);
  });
});

function files(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
