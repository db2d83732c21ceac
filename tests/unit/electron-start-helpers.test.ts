import { chmodSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  envForNodeGyp,
  isBuildStale,
  missingDisplayReason,
  noSandboxReason,
  readSandboxFacts,
  summarizeDownloadFailure,
  type SandboxFacts,
} from '../../scripts/lib/start-helpers.mjs';

describe('envForNodeGyp', () => {
  it('drops npm settings that would point node-gyp at Node instead of Electron', () => {
    const env = envForNodeGyp({
      PATH: '/usr/bin',
      npm_config_nodedir: '/usr',
      NPM_CONFIG_TARGET: '20.0.0',
      npm_config_dist_url: 'x',
      'npm_config_build-from-source': 'true',
      npm_config_python: '/usr/bin/python3',
    });
    expect(env).toEqual({ PATH: '/usr/bin', npm_config_python: '/usr/bin/python3' });
  });
});

describe('isBuildStale', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arda-stale-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const at = (path: string, seconds: number) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'x');
    utimesSync(path, seconds, seconds);
  };

  it('is stale when an output is missing or older than a source', () => {
    at(join(dir, 'src', 'a', 'b.ts'), 1000);
    at(join(dir, 'src', 'node_modules', 'x.js'), 9000);
    at(join(dir, 'out', 'index.js'), 2000);
    expect(isBuildStale([join(dir, 'src')], [join(dir, 'out', 'index.js')])).toBe(false);
    expect(isBuildStale([join(dir, 'src')], [join(dir, 'out', 'index.js'), join(dir, 'out', 'missing.js')])).toBe(true);
    at(join(dir, 'src', 'a', 'c.ts'), 3000);
    expect(isBuildStale([join(dir, 'src'), join(dir, 'nothing-here')], [join(dir, 'out', 'index.js')])).toBe(true);
  });
});

describe('summarizeDownloadFailure', () => {
  it('names the network error', () => {
    expect(summarizeDownloadFailure('RequestError: getaddrinfo ENOTFOUND github.com\n    at x')).toBe('download failed: getaddrinfo ENOTFOUND github.com');
    expect(summarizeDownloadFailure('TypeError: fetch failed\n    at node:internal')).toBe('download failed: could not reach the download server (offline?)');
    expect(summarizeDownloadFailure('HTTPError: Response code 404 (Not Found)')).toBe('download failed: HTTP 404');
    expect(summarizeDownloadFailure('')).toBe('download failed');
    expect(summarizeDownloadFailure('Downloading Electron binary...\nError: disk full\n    at y')).toBe('download failed: Error: disk full');
  });
});

describe('missingDisplayReason', () => {
  it('needs DISPLAY or WAYLAND_DISPLAY on Linux only', () => {
    expect(missingDisplayReason('linux', {})).toMatch(/DISPLAY/);
    expect(missingDisplayReason('linux', { DISPLAY: ':0' })).toBeNull();
    expect(missingDisplayReason('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBeNull();
    expect(missingDisplayReason('win32', {})).toBeNull();
    expect(missingDisplayReason('darwin', {})).toBeNull();
  });
});

describe('noSandboxReason (when npm start passes --no-sandbox)', () => {
  // A desktop Linux user: user namespaces on, no setuid helper needed.
  const desktop: SandboxFacts = {
    platform: 'linux',
    uid: 1000,
    usernsClone: null,
    maxUserNamespaces: '63493\n',
    apparmorRestrictsUserns: null,
    usernsProbe: true,
    chromeSandbox: null,
  };
  const suidHelper = { uid: 0, mode: 0o104755 };

  it('keeps the sandbox where Chromium can start with it', () => {
    expect(noSandboxReason(desktop)).toBeNull();
    expect(noSandboxReason({ ...desktop, usernsClone: '1\n', apparmorRestrictsUserns: '0\n' })).toBeNull();
    // Namespaces off, but the setuid helper is set up: Chromium uses it.
    expect(noSandboxReason({ ...desktop, usernsClone: '0\n', chromeSandbox: suidHelper })).toBeNull();
    expect(noSandboxReason({ ...desktop, usernsProbe: false, chromeSandbox: suidHelper })).toBeNull();
    // Windows and macOS sandbox without either; root there is not our concern.
    expect(noSandboxReason({ ...desktop, platform: 'win32', uid: undefined })).toBeNull();
    expect(noSandboxReason({ ...desktop, platform: 'darwin', uid: 0 })).toBeNull();
  });

  it('turns it off as root on Linux, whatever else holds, saying why', () => {
    expect(noSandboxReason({ ...desktop, uid: 0 })).toBe('running as root, where Chromium refuses its sandbox');
    expect(noSandboxReason({ ...desktop, uid: 0, chromeSandbox: suidHelper })).toMatch(/root/);
  });

  it.each([
    ['unprivileged_userns_clone = 0', { usernsClone: '0\n' }, /unprivileged_userns_clone = 0/],
    ['max_user_namespaces = 0', { maxUserNamespaces: '0' }, /max_user_namespaces = 0/],
    ['AppArmor restricting namespaces', { apparmorRestrictsUserns: '1\n' }, /AppArmor/],
    ['a failed namespace probe', { usernsProbe: false }, /cannot be created/],
  ])('turns it off with %s and no working chrome-sandbox', (_what, change, reason) => {
    const missing = noSandboxReason({ ...desktop, ...change });
    expect(missing).toMatch(reason);
    expect(missing).toMatch(/chrome-sandbox is missing$/);
    expect(noSandboxReason({ ...desktop, ...change, chromeSandbox: { uid: 0, mode: 0o100755 } })).toMatch(/chrome-sandbox is not setuid root$/);
    expect(noSandboxReason({ ...desktop, ...change, chromeSandbox: { uid: 1000, mode: 0o104755 } })).toMatch(/not setuid root/);
  });
});

describe('readSandboxFacts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arda-sandbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const proc = join(dir, 'proc');
  const electronDir = join(dir, 'electron');
  mkdirSync(join(proc, 'sys', 'kernel'), { recursive: true });
  mkdirSync(join(proc, 'sys', 'user'), { recursive: true });
  mkdirSync(electronDir);

  it('reads the sysctls and the helper beside the executable, probing only when it matters', () => {
    writeFileSync(join(proc, 'sys', 'kernel', 'unprivileged_userns_clone'), '0\n');
    writeFileSync(join(proc, 'sys', 'user', 'max_user_namespaces'), '15000\n');
    writeFileSync(join(electronDir, 'chrome-sandbox'), '');
    chmodSync(join(electronDir, 'chrome-sandbox'), 0o755);
    let probes = 0;
    const probe = () => (probes++, true);
    const facts = readSandboxFacts({ platform: 'linux', uid: 1000, electronExecutable: join(electronDir, 'electron'), procRoot: proc, probe });
    expect(facts).toMatchObject({ usernsClone: '0\n', maxUserNamespaces: '15000\n', apparmorRestrictsUserns: null, usernsProbe: null });
    expect(facts.chromeSandbox!.mode & 0o7777).toBe(0o755);
    expect(probes).toBe(0);
    expect(noSandboxReason(facts)).toMatch(/unprivileged_userns_clone = 0\) and chrome-sandbox is not setuid root$/);

    writeFileSync(join(proc, 'sys', 'kernel', 'unprivileged_userns_clone'), '1\n');
    const allowed = readSandboxFacts({ platform: 'linux', uid: 1000, electronExecutable: join(electronDir, 'electron'), procRoot: proc, probe: () => false });
    expect(allowed.usernsProbe).toBe(false);
    expect(noSandboxReason(allowed)).toMatch(/cannot be created/);
    expect(readSandboxFacts({ platform: 'linux', uid: 0, electronExecutable: join(dir, 'none', 'electron'), procRoot: proc, probe }).chromeSandbox).toBeNull();
    expect(probes).toBe(0);
  });
});
