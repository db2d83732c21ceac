/**
 * The app:// protocol that serves the built renderer to the Electron window instead of
 * file://: which file a request names (pure), and the handler on real folders with links.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_INDEX_URL, APP_SCHEME_PRIVILEGES, createAppProtocolHandler, resolveAppRequest } from '../../src-main/electron/appProtocol';
import { CONTENT_SECURITY_POLICY } from '../../src-main/electron/csp';
import { tempDirs } from '../helpers/tempDir';

describe('resolveAppRequest', () => {
  it('maps app://arda/<path> to the file under out/renderer, "/" to index.html', () => {
    expect(APP_INDEX_URL).toBe('app://arda/index.html');
    expect(resolveAppRequest({ url: 'app://arda/index.html' })).toEqual({ ok: true, segments: ['index.html'] });
    expect(resolveAppRequest({ url: 'app://arda/' })).toEqual({ ok: true, segments: ['index.html'] });
    expect(resolveAppRequest({ url: 'app://arda/assets/index-4f2a.js', method: 'GET' })).toEqual({ ok: true, segments: ['assets', 'index-4f2a.js'] });
    expect(resolveAppRequest({ url: 'app://arda/assets/a%20b.css?v=1#x' })).toEqual({ ok: true, segments: ['assets', 'a b.css'] });
  });

  it.each([
    ['a malformed escape', 'app://arda/%', 400],
    ['a truncated UTF-8 escape', 'app://arda/%E0%A4%A', 400],
    ['garbage', 'not a url', 400],
    ['another host', 'app://other/index.html', 404],
    ['another scheme', 'file:///index.html', 404],
    ['credentials', 'app://u:p@arda/index.html', 404],
    ['a port', 'app://arda:8080/index.html', 404],
    ['an encoded slash traversal', 'app://arda/..%2F..%2Fetc%2Fpasswd', 404],
    ['a backslash traversal', 'app://arda/assets\\..\\..\\secret', 404],
    ['an encoded backslash', 'app://arda/assets%5C..%5Csecret', 404],
    ['a NUL', 'app://arda/index.html%00.js', 404],
    ['an empty segment', 'app://arda/assets//a.js', 404],
    ['a trailing slash (a folder)', 'app://arda/assets/', 404],
  ])('refuses %s', (_what, url, status) => {
    expect(resolveAppRequest({ url })).toEqual({ ok: false, status });
  });

  it('never leaves the folder through dot segments (the URL parser resolves them at the root)', () => {
    for (const url of ['app://arda/../../etc/passwd', 'app://arda/%2e%2e/%2e%2e/etc/passwd', 'app://arda/assets/../../../etc/passwd']) {
      expect(resolveAppRequest({ url })).toEqual({ ok: true, segments: ['etc', 'passwd'] });
    }
  });

  it('refuses methods other than GET and HEAD', () => {
    expect(resolveAppRequest({ url: APP_INDEX_URL, method: 'POST' })).toEqual({ ok: false, status: 405 });
    expect(resolveAppRequest({ url: APP_INDEX_URL, method: 'HEAD' })).toMatchObject({ ok: true });
  });

  it('registers a standard, secure scheme with fetch, and no cross-origin reads', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } });
  });
});

describe('the app:// protocol handler', () => {
  const dirs = tempDirs('arda-app-protocol-');
  afterAll(() => dirs.cleanup());
  const root = dirs.make('renderer');
  const outside = dirs.make('outside');
  writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Arda</title>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index.js'), 'export {};');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'assets', 'secret.js'));
  symlinkSync(outside, join(root, 'linked'));
  symlinkSync(join(root, 'index.html'), join(root, 'alias.html'));
  const handler = createAppProtocolHandler(root);

  it('serves the page and its assets with the CSP on every response', async () => {
    const page = await handler({ url: `${APP_INDEX_URL}#/catalogue`, method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>Arda</title>');
    const script = await handler({ url: 'app://arda/assets/index.js' });
    expect([script.status, script.headers.get('content-type'), await script.text()]).toEqual([200, 'text/javascript; charset=utf-8', 'export {};']);
    const missing = await handler({ url: 'app://arda/nothing.js' });
    expect([missing.status, missing.headers.get('content-security-policy')]).toEqual([404, CONTENT_SECURITY_POLICY]);
  });

  it.each([
    ['a link to a file outside', 'app://arda/assets/secret.js'],
    ['a file under a linked folder', 'app://arda/linked/secret.txt'],
    ['a link to a file inside', 'app://arda/alias.html'],
    ['a folder', 'app://arda/assets'],
  ])('answers %s with 404 and never reads it', async (_what, url) => {
    const response = await handler({ url });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('TOP SECRET');
  });

  it('answers 400 for a malformed escape and 405 for other methods, never throwing', async () => {
    expect((await handler({ url: 'app://arda/%E0%A4%A' })).status).toBe(400);
    expect((await handler({ url: APP_INDEX_URL, method: 'PUT' })).status).toBe(405);
  });

  it('reads through the filesystem calls it is given (Electron’s asar-aware fs)', async () => {
    const reads: string[] = [];
    const fake = createAppProtocolHandler('/opt/arda/resources/app.asar/out/renderer', {
      lstat: async (path) => ({ isFile: () => path.endsWith('.html'), isDirectory: () => !path.endsWith('.html'), isSymbolicLink: () => false }),
      readFile: async (path) => {
        reads.push(path);
        return new TextEncoder().encode('<!doctype html>');
      },
    });
    expect((await fake({ url: APP_INDEX_URL })).status).toBe(200);
    expect((await fake({ url: APP_INDEX_URL, method: 'HEAD' })).status).toBe(200);
    expect(reads).toEqual(['/opt/arda/resources/app.asar/out/renderer/index.html', '/opt/arda/resources/app.asar/out/renderer/index.html']);
  });
});
