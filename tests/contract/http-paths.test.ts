/**
 * Browser mode's HTTP server against hostile paths (real server, real token, real folders):
 * a malformed percent-escape is a 400, never a 500; traversal in any spelling and symbolic
 * links in the renderer folder or the image cache are a 404; the real files still load.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserServer, type BrowserServer } from '../../src-main/browser/server';
import { dataPaths } from '../../src-main/data/paths';
import { tempDirs } from '../helpers/tempDir';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: fetch and URL would normalise the very paths under test. */
function raw(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, timeout: 5000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end();
  });
}

const key = `${'c3'.repeat(20)}.jpg`;
const linkedKey = `${'d4'.repeat(20)}.png`;
const innerLinkKey = `${'e5'.repeat(20)}.gif`;

describe('HTTP paths', () => {
  const dirs = tempDirs('arda-http-paths-');
  let server: BrowserServer;
  let outside: string;
  let rendererDir: string;

  beforeAll(async () => {
    const dataDir = dirs.make('data');
    rendererDir = dirs.make('renderer');
    outside = dirs.make('outside');
    writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET');
    mkdirSync(join(outside, 'dir'));
    writeFileSync(join(outside, 'dir', 'x.js'), 'TOP SECRET');
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Arda</title>');
    mkdirSync(join(rendererDir, 'assets'));
    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'export {};');
    symlinkSync(join(outside, 'secret.txt'), join(rendererDir, 'assets', 'secret.js'));
    symlinkSync(join(outside, 'dir'), join(rendererDir, 'linked'));
    symlinkSync(join(rendererDir, 'assets', 'app.js'), join(rendererDir, 'assets', 'alias.js'));
    const images = dataPaths(dataDir).imageCache;
    mkdirSync(images, { recursive: true });
    writeFileSync(join(images, key), Buffer.from([0xff, 0xd8, 0xff]));
    symlinkSync(join(outside, 'secret.txt'), join(images, linkedKey));
    symlinkSync(join(images, key), join(images, innerLinkKey));
    server = await startBrowserServer({ dataDir, databasePath: join(dataDir, 'arda-curator.sqlite'), rendererDir, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    dirs.cleanup();
  });

  const withToken = (path: string) => `${path}${path.includes('?') ? '&' : '?'}token=${server.token}`;

  it.each(['/%', '/%E0%A4%A', '/api/%ZZ', '/assets/%', '/image-cache/%E0%A4', '/index.html%'])(
    'answers a malformed escape in %s with 400, with and without the token',
    async (path) => {
      for (const [target, headers] of [
        [path, {}],
        [withToken(path), { 'X-Arda-Token': server.token }],
      ] as const) {
        for (const method of ['GET', 'POST']) {
          const response = await raw(server.port, target, { method, headers });
          expect(response.status, `${method} ${target}`).toBe(400);
          expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', message: expect.stringMatching(/percent-escape/) } });
        }
      }
    },
  );

  it('still serves the page, its assets and cached images', async () => {
    const page = await raw(server.port, withToken('/'));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Arda</title>');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    const script = await raw(server.port, '/assets/app.js');
    expect([script.status, script.headers['content-type'], script.body]).toEqual([200, 'text/javascript; charset=utf-8', 'export {};']);
    const head = await raw(server.port, '/assets/app.js', { method: 'HEAD' });
    expect([head.status, head.headers['content-length'], head.body]).toEqual([200, '10', '']);
    const image = await raw(server.port, withToken(`/image-cache/${key}`));
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it.each([
    ['a link to a file outside the renderer folder', '/assets/secret.js'],
    ['a file under a linked folder', '/linked/x.js'],
    ['a link to a file inside the renderer folder', '/assets/alias.js'],
    ['a traversal', '/../outside/secret.txt'],
    ['a traversal inside a path', '/assets/../../secret.txt'],
    ['an encoded traversal', '/%2e%2e/%2e%2e/etc/passwd'],
    ['an encoded slash traversal', '/assets%2F..%2F..%2Fsecret.txt'],
    ['a backslash traversal', '/assets\\..\\..\\secret.txt'],
    ['an encoded backslash traversal', '/assets%5C..%5C..%5Csecret.txt'],
    ['a NUL byte', '/assets/app.js%00.png'],
    ['an empty segment', '/assets//app.js'],
    ['a folder', '/assets'],
  ])('answers %s with 404', async (_what, path) => {
    const response = await raw(server.port, path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('TOP SECRET');
  });

  it.each([
    ['a link out of the cache', linkedKey],
    ['a link to another cached image', innerLinkKey],
    ['a traversal', '..%2F..%2Fsecret.txt'],
    ['a sub-folder', `x/${key}`],
    ['a key that is not a cache name', 'secret.txt'],
  ])('never follows %s in the image cache (404)', async (_what, name) => {
    const response = await raw(server.port, withToken(`/image-cache/${name}`));
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('TOP SECRET');
  });

  it('never answers 500 and never leaks a file outside, whatever the path (property)', async () => {
    const piece = fc.constantFrom('/', '%', '%2e', '%2E%2e', '..', '.', '\\', '%5c', '%2f', '%00', '%E0%A4', '%A', '%ZZ', '%C3%A9', 'api', 'image-cache', 'assets', 'app.js', 'secret.js', 'linked', 'index.html', '?token=x', '#', 'a');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.constantFrom('GET', 'HEAD', 'POST'), fc.boolean(), async (pieces, method, token) => {
        const path = `/${pieces.join('')}`;
        const response = await raw(server.port, path, { method, headers: token ? { 'X-Arda-Token': server.token } : {} });
        expect([200, 400, 403, 404, 405], `${method} ${path}`).toContain(response.status);
        expect(response.body).not.toContain('TOP SECRET');
      }),
      { numRuns: 300 },
    );
  });

  it('keeps refusing the page and images without the token (403)', async () => {
    expect((await raw(server.port, '/')).status).toBe(403);
    expect((await raw(server.port, '/index.html')).status).toBe(403);
    expect((await raw(server.port, '/%69ndex.html')).status).toBe(403);
    expect((await raw(server.port, `/image-cache/${key}`)).status).toBe(403);
  });
});
