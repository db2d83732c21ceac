#!/usr/bin/env node
// npm run dist: build, package with electron-builder, and give Node its SQLite back.
//
// electron-builder's npmRebuild recompiles node_modules/better-sqlite3 *in place* for
// Electron's ABI, which would leave tests, the CLI and browser mode (plain Node) unable to
// load it. This keeps a copy of Node's build and puts it back afterwards, whatever happens.
//   node scripts/dist.mjs [electron-builder arguments, e.g. --linux AppImage]
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const binding = join(dirname(require.resolve('better-sqlite3/package.json')), 'build', 'Release', 'better_sqlite3.node');

function run(script, args) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}
const binOf = (name, bin = name) => {
  const dir = dirname(require.resolve(`${name}/package.json`));
  const pkg = require(`${name}/package.json`);
  return join(dir, typeof pkg.bin === 'string' ? pkg.bin : pkg.bin[bin]);
};

let status = run(binOf('electron-vite'), ['build']);
if (status === 0) {
  const keep = mkdtempSync(join(tmpdir(), 'arda-sqlite-'));
  const saved = join(keep, 'better_sqlite3.node');
  if (existsSync(binding)) copyFileSync(binding, saved);
  try {
    status = run(binOf('electron-builder'), process.argv.slice(2));
  } finally {
    if (existsSync(saved)) {
      copyFileSync(saved, binding);
      console.log(`[arda] restored Node's better-sqlite3 build (${binding})`);
    }
    rmSync(keep, { recursive: true, force: true });
  }
}
process.exit(status);
