/**
 * How the app's file servers (browser-mode HTTP, Electron's app:// protocol) read a request
 * path and open the file it names: malformed escapes are recognised (never a throw), names
 * that could leave the folder are refused, and no symbolic link is ever followed.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { findContainedFile, openContainedFile, openRegularFile, readRegularFile } from '../../src-main/transport/containedFile';
import { decodePathSegments, isPlainSegment, servedFileSegments, splitRequestTarget } from '../../src-main/transport/requestPath';
import { tempDirs } from '../helpers/tempDir';

describe('decodePathSegments', () => {
  it('decodes each segment on its own, so an encoded slash stays inside its segment', () => {
    expect(decodePathSegments('/')).toEqual(['']);
    expect(decodePathSegments('/assets/index-abc.js')).toEqual(['assets', 'index-abc.js']);
    expect(decodePathSegments('/a%20b/%C3%A9')).toEqual(['a b', 'é']);
    expect(decodePathSegments('/..%2F..%2Fetc%2Fpasswd')).toEqual(['../../etc/passwd']);
  });

  it.each(['/%', '/%E0%A4%A', '/api/%ZZ', '/assets/%', '/%E0%A4', '/a/%C3', 'assets/x.js', '', '*', 'http://127.0.0.1/x'])(
    'gives null (the servers answer 400) for %s',
    (raw) => {
      expect(decodePathSegments(raw)).toBeNull();
    },
  );

  it('never throws, whatever the path (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.constantFrom('%', '%E0', '%A4', '%ZZ', '/', '..', '%2e', '\\', 'a')), (text, parts) => {
        const raw = `/${text}${parts.join('')}`;
        const decoded = decodePathSegments(raw);
        if (decoded) expect(decoded.length).toBe(raw.split('/').length - 1);
      }),
    );
  });

  it('round-trips any segments encoded with encodeURIComponent (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1 }), (segments) => {
        expect(decodePathSegments(`/${segments.map(encodeURIComponent).join('/')}`)).toEqual(segments);
      }),
    );
  });

  it('splits off the query without decoding the path', () => {
    const target = splitRequestTarget('/image-cache/x.jpg?token=abc&x=%');
    expect(target.rawPath).toBe('/image-cache/x.jpg');
    expect(target.query.get('token')).toBe('abc');
    expect(splitRequestTarget('/').query.get('token')).toBeNull();
  });
});

describe('servedFileSegments', () => {
  it('accepts plain names and refuses anything that could leave the folder', () => {
    expect(servedFileSegments(['assets', 'index.js'])).toEqual(['assets', 'index.js']);
    for (const segments of [['..', 'x'], ['.', 'x'], ['a', ''], [''], [], ['../../etc/passwd'], ['..\\..\\x'], ['a\\b'], ['C:x'], ['a\u0000b'], ['x.js::$DATA']]) {
      expect(servedFileSegments(segments)).toBeNull();
    }
  });

  it('never lets a plain segment resolve outside its folder (property)', () => {
    fc.assert(
      fc.property(fc.string(), (segment) => {
        if (isPlainSegment(segment)) expect(join('/root', segment).startsWith('/root/')).toBe(true);
      }),
    );
  });
});

describe('opening a served file', () => {
  const dirs = tempDirs('arda-served-');
  afterAll(() => dirs.cleanup());
  const root = dirs.make('root');
  const outside = dirs.make('outside');
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  mkdirSync(join(outside, 'dir'));
  writeFileSync(join(outside, 'dir', 'inner.js'), 'outside');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  // Links pointing out of the folder, and one pointing to a file inside it: none is followed.
  symlinkSync(join(outside, 'secret.txt'), join(root, 'secret.txt'));
  symlinkSync(join(outside, 'dir'), join(root, 'linked-dir'));
  symlinkSync(join(root, 'index.html'), join(root, 'alias.html'));
  symlinkSync(join(root, 'assets'), join(root, 'assets-alias'));
  symlinkSync('/nonexistent/target', join(root, 'dangling.js'));

  it('opens regular files inside the folder', async () => {
    expect(await findContainedFile(root, ['assets', 'app.js'])).toBe(join(root, 'assets', 'app.js'));
    const opened = await openContainedFile(root, ['index.html']);
    expect(opened?.size).toBe('<!doctype html>'.length);
    await opened?.handle.close();
  });

  it.each([
    ['a link to a file outside', ['secret.txt']],
    ['a file under a linked folder outside', ['linked-dir', 'inner.js']],
    ['a link to a file inside', ['alias.html']],
    ['a file under a linked folder inside', ['assets-alias', 'app.js']],
    ['a dangling link', ['dangling.js']],
    ['a folder', ['assets']],
    ['a missing file', ['missing.js']],
    ['a traversal', ['..', 'outside', 'secret.txt']],
    ['an encoded traversal once decoded', ['../secret.txt']],
    ['a backslash traversal', ['..\\secret.txt']],
  ])('refuses %s', async (_what, segments) => {
    expect(await findContainedFile(root, segments)).toBeNull();
    expect(await openContainedFile(root, segments)).toBeNull();
  });

  it('refuses a link by its own path too (the image cache reader)', async () => {
    expect(await openRegularFile(join(root, 'secret.txt'))).toBeNull();
    await expect(readRegularFile(join(root, 'secret.txt'))).rejects.toThrow(/not a regular file/);
    expect(Buffer.from(await readRegularFile(join(root, 'index.html'))).toString()).toBe('<!doctype html>');
  });

  it('checks each component with the lstat it is given (asar-aware in Electron)', async () => {
    const asked: string[] = [];
    const fakeLstat = async (path: string) => {
      asked.push(path);
      const dir = !path.endsWith('.js');
      return { isFile: () => !dir, isDirectory: () => dir, isSymbolicLink: () => false };
    };
    expect(await findContainedFile('/app.asar/out/renderer', ['assets', 'a.js'], fakeLstat)).toBe('/app.asar/out/renderer/assets/a.js');
    expect(asked).toEqual(['/app.asar/out/renderer/assets', '/app.asar/out/renderer/assets/a.js']);
  });
});
