import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envForNodeGyp, isBuildStale, missingDisplayReason, summarizeDownloadFailure } from '../../scripts/lib/start-helpers.mjs';

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
