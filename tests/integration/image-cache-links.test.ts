/**
 * The image cache and symbolic links (real folders, a real loopback image server): a link
 * named like a cached image is not taken for one, the download replaces the link itself
 * (the file it pointed to is untouched), and a link at the temporary name is not written through.
 */
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageCache } from '../../src-main/services/imageCache';
import { startServer, type LoopbackServer } from '../helpers/httpServer';
import { tempDirs } from '../helpers/tempDir';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

describe('image cache and links', () => {
  const dirs = tempDirs('arda-image-links-');
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG);
    });
  });
  afterAll(async () => {
    await server.close();
    dirs.cleanup();
  });

  it('does not count a link as a cached image, and replaces the link, not its target', async () => {
    const cacheDir = join(dirs.make('data'), 'images');
    const outside = dirs.make('outside');
    const victim = join(outside, 'notes.txt');
    writeFileSync(victim, 'keep me');
    mkdirSync(cacheDir, { recursive: true });
    const cache = new ImageCache(cacheDir);
    const url = server.url('/img/tw/Gandalf.jpg');
    const key = cache.keyFor(url);
    symlinkSync(victim, join(cacheDir, key));
    symlinkSync(victim, join(cacheDir, `${key}.part`));

    expect(await cache.get(url, false)).toMatchObject({ status: 'unavailable' });
    expect(await cache.get(url, true)).toEqual({ status: 'cached', key, reason: null });
    expect(lstatSync(join(cacheDir, key)).isFile()).toBe(true);
    expect(readFileSync(join(cacheDir, key))).toEqual(JPEG);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
  });
});
