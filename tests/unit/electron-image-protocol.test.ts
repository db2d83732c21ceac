import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageProtocolHandler, IMAGE_SCHEME_PRIVILEGES, imageKeyFromUrl } from '../../src-main/electron/imageProtocol';

const key = `${'a1'.repeat(20)}.jpg`;

describe('imageKeyFromUrl', () => {
  it('accepts arda-image://cache/<sha1>.<image ext>', () => {
    expect(imageKeyFromUrl(`arda-image://cache/${key}`)).toBe(key);
    for (const ext of ['jpeg', 'png', 'webp', 'gif']) {
      expect(imageKeyFromUrl(`arda-image://cache/${'0'.repeat(40)}.${ext}`)).toBe(`${'0'.repeat(40)}.${ext}`);
    }
  });

  it.each([
    ['another host', `arda-image://other/${key}`],
    ['another scheme', `file:///cache/${key}`],
    ['a traversal', 'arda-image://cache/../../etc/passwd'],
    ['an encoded traversal', 'arda-image://cache/..%2F..%2Fetc%2Fpasswd'],
    ['a sub-folder', `arda-image://cache/sub/${key}`],
    ['an encoded slash', `arda-image://cache/x%2F${key}`],
    ['upper-case hex', `arda-image://cache/${key.toUpperCase()}`],
    ['a short hash', 'arda-image://cache/abc.jpg'],
    ['another extension', `arda-image://cache/${'a'.repeat(40)}.svg`],
    ['a query', `arda-image://cache/${key}?x=1`],
    ['a port', `arda-image://cache:99/${key}`],
    ['credentials', `arda-image://u:p@cache/${key}`],
    ['garbage', 'not a url'],
  ])('rejects %s', (_what, url) => {
    expect(imageKeyFromUrl(url)).toBeNull();
  });

  it('registers a standard, secure scheme', () => {
    expect(IMAGE_SCHEME_PRIVILEGES.scheme).toBe('arda-image');
    expect(IMAGE_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true });
  });
});

describe('the arda-image protocol handler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arda-image-'));
  writeFileSync(join(dir, key), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a cached image with its content type', async () => {
    const response = await createImageProtocolHandler(dir)({ url: `arda-image://cache/${key}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });

  it('uses the services image cache to find files', async () => {
    const asked: string[] = [];
    const handler = createImageProtocolHandler((k) => (asked.push(k), join(dir, k)));
    expect((await handler({ url: `arda-image://cache/${key}` })).status).toBe(200);
    expect(asked).toEqual([key]);
    expect((await createImageProtocolHandler(() => null)({ url: `arda-image://cache/${key}` })).status).toBe(404);
  });

  it('answers 404 for missing files and invalid keys, never reading outside the cache', async () => {
    const reads: string[] = [];
    const handler = createImageProtocolHandler(dir, async (path) => {
      reads.push(path);
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    });
    expect((await handler({ url: `arda-image://cache/${'b'.repeat(40)}.png` })).status).toBe(404);
    expect((await handler({ url: 'arda-image://cache/../secret.txt' })).status).toBe(404);
    expect((await handler({ url: 'arda-image://cache/secret.txt' })).status).toBe(404);
    expect(reads).toEqual([join(dir, `${'b'.repeat(40)}.png`)]);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await createImageProtocolHandler(dir)({ url: `arda-image://cache/${key}`, method: 'POST' })).status).toBe(405);
  });
});

describe('the arda-image protocol and links in the cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arda-image-links-'));
  const outside = mkdtempSync(join(tmpdir(), 'arda-image-outside-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
  writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET');
  writeFileSync(join(dir, key), Buffer.from([0xff, 0xd8]));
  // Named like cached images, so only the no-link rule stops them.
  symlinkSync(join(outside, 'secret.txt'), join(dir, `${'b'.repeat(40)}.png`));
  symlinkSync(join(dir, key), join(dir, `${'c'.repeat(40)}.jpg`));

  it('never follows a link, out of the cache or inside it (404)', async () => {
    const handler = createImageProtocolHandler(dir);
    expect((await handler({ url: `arda-image://cache/${key}` })).status).toBe(200);
    for (const name of [`${'b'.repeat(40)}.png`, `${'c'.repeat(40)}.jpg`]) {
      const response = await handler({ url: `arda-image://cache/${name}` });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('TOP SECRET');
    }
  });
});
