import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronBindingRelativePath, resolveNativeBinding, type NativeBindingContext } from '../../src-main/electron/nativeBinding';
import { electronBindingRelativePath as scriptPath } from '../../scripts/lib/electron-native.mjs';

const root = join('/home', 'me', 'arda-curator');
const base: NativeBindingContext = {
  isPackaged: false,
  electronVersion: '45.4.1',
  platform: 'linux',
  arch: 'x64',
  projectRoot: root,
  exists: () => true,
};
const expected = join(root, 'native', 'better-sqlite3', 'electron-45.4.1-linux-x64', 'better_sqlite3.node');

describe('resolveNativeBinding', () => {
  it('uses the Electron-ABI build under native/ in development', () => {
    expect(resolveNativeBinding(base)).toEqual({ kind: 'found', path: expected });
  });

  it('names the Electron version, platform and arch in the folder', () => {
    const result = resolveNativeBinding({ ...base, electronVersion: '46.0.0', platform: 'darwin', arch: 'arm64' });
    expect(result.path).toBe(join(root, 'native', 'better-sqlite3', 'electron-46.0.0-darwin-arm64', 'better_sqlite3.node'));
  });

  it('says how to build it when it is missing', () => {
    const result = resolveNativeBinding({ ...base, exists: () => false });
    expect(result.kind).toBe('missing');
    expect(result.path).toBe(expected);
    if (result.kind === 'missing') expect(result.message).toContain('scripts/build-electron-sqlite.mjs');
  });

  it('leaves a packaged app on node_modules (rebuilt for Electron by electron-builder)', () => {
    const seen: string[] = [];
    const result = resolveNativeBinding({ ...base, isPackaged: true, exists: (p) => (seen.push(p), false) });
    expect(result).toEqual({ kind: 'default', path: undefined });
    expect(seen).toEqual([]);
  });

  it('leaves plain Node (tests, CLI, browser mode) on node_modules', () => {
    expect(resolveNativeBinding({ ...base, electronVersion: undefined })).toEqual({ kind: 'default', path: undefined });
  });

  it('prefers an explicit ARDA_SQLITE_BINDING, and reports it when it is wrong', () => {
    expect(resolveNativeBinding({ ...base, isPackaged: true, override: '/x/b.node' })).toEqual({ kind: 'found', path: '/x/b.node' });
    const wrong = resolveNativeBinding({ ...base, override: '/x/b.node', exists: () => false });
    expect(wrong.kind).toBe('missing');
    if (wrong.kind === 'missing') expect(wrong.message).toContain('/x/b.node');
  });

  it('agrees with the build script on where the file goes', () => {
    for (const [version, platform, arch] of [
      ['45.4.1', 'linux', 'x64'],
      ['45.0.0-beta.3', 'win32', 'arm64'],
    ] as const) {
      expect(scriptPath(version, platform, arch)).toBe(electronBindingRelativePath(version, platform, arch));
    }
  });
});
