// Where the Electron-ABI build of better-sqlite3 lives in a development checkout.
// Shared by scripts/build-electron-sqlite.mjs (which writes it) and
// src-main/electron/nativeBinding.ts (which reads it; a unit test keeps both in step).
import { join } from 'node:path';

export const NATIVE_DIR = join('native', 'better-sqlite3');
export const BINDING_FILE = 'better_sqlite3.node';

/** e.g. native/better-sqlite3/electron-45.4.1-linux-x64/better_sqlite3.node, relative to the project root. */
export function electronBindingRelativePath(electronVersion, platform, arch) {
  return join(NATIVE_DIR, `electron-${electronVersion}-${platform}-${arch}`, BINDING_FILE);
}
