/**
 * The Electron fuses of the packaged app, read from electron-builder.yml the way
 * electron-builder itself reads it (its own config loader and schema), so a config that
 * drops or flips a fuse, or that electron-builder would refuse, fails here.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';

type FuseOptions = NonNullable<Configuration['electronFuses']>;

interface AppBuilderConfigModule {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: Configuration | null): Promise<Configuration>;
  validateConfiguration(config: Configuration, debugLogger: unknown): Promise<void>;
}

// app-builder-lib is electron-builder's own dependency: resolve it from there.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder/package.json'));
const configModule = fromBuilder('app-builder-lib/out/util/config/config.js') as AppBuilderConfigModule;
const { DebugLogger } = fromBuilder('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const projectDir = resolve(import.meta.dirname, '../..');

/** Every fuse electron-builder knows, decided (the type makes a new fuse a compile error here). */
const EXPECTED: Required<Omit<FuseOptions, 'resetAdHocDarwinSignature'>> = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  loadBrowserProcessSpecificV8Snapshot: false,
  grantFileProtocolExtraPrivileges: false,
};

describe('electron-builder.yml', () => {
  it('sets every fuse to the hardened value', async () => {
    const config = await configModule.getConfig(projectDir, null, null);
    expect(config.electronFuses).toEqual(EXPECTED);
    // Fuses only bind the code inside app.asar: it must stay on.
    expect(config.asar ?? true).not.toBe(false);
  });

  it('is a configuration electron-builder accepts (its schema)', async () => {
    const config = await configModule.getConfig(projectDir, null, null);
    await expect(configModule.validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    // …and the schema really checks the fuses.
    const broken = { ...config, electronFuses: { ...EXPECTED, runAsNode: 'no' } } as unknown as Configuration;
    await expect(configModule.validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(/runAsNode/);
  });
});
