/**
 * Which better_sqlite3.node the Electron main process loads.
 *
 * node_modules/better-sqlite3/build holds a build for Node's ABI (tests, CLI, browser mode)
 * and must stay that way. In development Electron therefore loads a separate build made for
 * its own ABI by scripts/build-electron-sqlite.mjs; a packaged app loads the copy inside
 * node_modules, which electron-builder rebuilt for Electron (npmRebuild).
 */
import { join } from 'node:path';

export const NATIVE_DIR = join('native', 'better-sqlite3');
export const BINDING_FILE = 'better_sqlite3.node';

/** Keep in step with scripts/lib/electron-native.mjs (a unit test checks both agree). */
export function electronBindingRelativePath(electronVersion: string, platform: string, arch: string): string {
  return join(NATIVE_DIR, `electron-${electronVersion}-${platform}-${arch}`, BINDING_FILE);
}

export interface NativeBindingContext {
  /** app.isPackaged */
  isPackaged: boolean;
  /** process.versions.electron; undefined under plain Node. */
  electronVersion: string | undefined;
  platform: string;
  arch: string;
  /** The project's root in development (app.getAppPath()). */
  projectRoot: string;
  /** ARDA_SQLITE_BINDING: an explicit path wins over the conventional one. */
  override?: string | undefined;
  exists: (path: string) => boolean;
}

export type NativeBindingResult =
  /** Load better-sqlite3's own build (packaged app, or not Electron at all). */
  | { kind: 'default'; path: undefined }
  | { kind: 'found'; path: string }
  | { kind: 'missing'; path: string; message: string };

export function resolveNativeBinding(ctx: NativeBindingContext): NativeBindingResult {
  if (ctx.override) {
    return ctx.exists(ctx.override)
      ? { kind: 'found', path: ctx.override }
      : { kind: 'missing', path: ctx.override, message: `ARDA_SQLITE_BINDING points at ${ctx.override}, which does not exist.` };
  }
  if (ctx.isPackaged || !ctx.electronVersion) return { kind: 'default', path: undefined };
  const path = join(ctx.projectRoot, electronBindingRelativePath(ctx.electronVersion, ctx.platform, ctx.arch));
  if (ctx.exists(path)) return { kind: 'found', path };
  return {
    kind: 'missing',
    path,
    message:
      `The SQLite module for Electron ${ctx.electronVersion} (${ctx.platform}-${ctx.arch}) has not been built yet. ` +
      `Run "node scripts/build-electron-sqlite.mjs" (or "npm start", which does it for you), then start the app again.`,
  };
}
