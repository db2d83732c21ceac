#!/usr/bin/env node
// Builds better-sqlite3's native module for the project's Electron into
//   native/better-sqlite3/electron-<version>-<platform>-<arch>/better_sqlite3.node
// from a copy of node_modules/better-sqlite3's sources, so node_modules/better-sqlite3/build
// (Node's ABI: tests, CLI, browser mode) is never touched. The Electron main process loads
// the file through better-sqlite3's nativeBinding option (src-main/electron/nativeBinding.ts).
//
//   node scripts/build-electron-sqlite.mjs [--target=<electron version>] [--arch=<arch>]
//        [--dist-url=<headers url>] [--nodedir=<headers dir>] [--out=<file>] [--force] [--print-path]
//
// Needs a C++ toolchain and Python (as node-gyp always does) and, the first time for each
// Electron version, Electron's headers from --dist-url (cached in ~/.electron-gyp).
import { randomBytes } from 'node:crypto';
import { constants, copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { electronBindingRelativePath, NATIVE_DIR } from './lib/electron-native.mjs';
import { envForNodeGyp } from './lib/start-helpers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

function option(name, fallback) {
  const prefix = `--${name}=`;
  const arg = process.argv.slice(2).find((a) => a.startsWith(prefix));
  return arg ? arg.slice(prefix.length) : fallback;
}
const flag = (name) => process.argv.slice(2).includes(`--${name}`);

let work = null;
function fail(message) {
  if (work) rmSync(work, { recursive: true, force: true });
  console.error(`build-electron-sqlite: ${message}`);
  process.exit(1);
}

/** Runs node-gyp with its output passed through, keeping the tail to explain a failure. */
function runNodeGyp(args, cwd) {
  return new Promise((done) => {
    let tail = '';
    const keep = (chunk) => (tail = (tail + chunk).slice(-64 * 1024));
    const child = spawn(process.execPath, args, { cwd, env: envForNodeGyp(process.env), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => process.stdout.write(chunk));
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => done({ code: -1, tail: error.message }));
    child.on('exit', (code, signal) => done({ code: code ?? signal, tail }));
  });
}

const electronVersion = () => JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const target = option('target') ?? electronVersion();
const arch = option('arch', process.arch);
const distUrl = option('dist-url', 'https://electronjs.org/headers');
const nodedir = option('nodedir');
const out = resolve(root, option('out', electronBindingRelativePath(target, process.platform, arch)));

if (flag('print-path')) {
  console.log(out);
  process.exit(0);
}
if (existsSync(out) && statSync(out).size > 0 && !flag('force')) {
  console.log(`build-electron-sqlite: ${out} is already built (use --force to rebuild).`);
  process.exit(0);
}

const sourceDir = dirname(require.resolve('better-sqlite3/package.json'));
const sqliteVersion = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')).version;
const nodeGyp = require.resolve('node-gyp/bin/node-gyp.js');
work = join(root, NATIVE_DIR, `.build-${target}-${process.platform}-${arch}`);

console.log(`build-electron-sqlite: building better-sqlite3 ${sqliteVersion} for Electron ${target} (${process.platform}-${arch})…`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
// Only the sources: the copy has no build/ of its own until node-gyp makes one.
for (const entry of ['binding.gyp', 'package.json', 'src', 'deps']) {
  if (!existsSync(join(sourceDir, entry))) fail(`${join(sourceDir, entry)} is missing; reinstall with npm ci.`);
  cpSync(join(sourceDir, entry), join(work, entry), { recursive: true });
}

const args = [nodeGyp, 'rebuild', '--release', `--target=${target}`, `--arch=${arch}`, '--jobs=max'];
if (nodedir) args.push(`--nodedir=${nodedir}`);
else args.push(`--dist-url=${distUrl}`, `--devdir=${join(homedir(), '.electron-gyp')}`);
const started = Date.now();
const result = await runNodeGyp(args, work);
if (result.code !== 0) {
  const network = /network connectivity|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH/.test(result.tail);
  fail(
    network && !nodedir
      ? `could not download the Electron ${target} headers from ${distUrl} (no network?)`
      : `node-gyp failed (exit ${result.code}); see its output above`,
  );
}

const built = join(work, 'build', 'Release', 'better_sqlite3.node');
if (!existsSync(built)) fail(`node-gyp finished but ${built} is missing.`);
mkdirSync(dirname(out), { recursive: true });
// A random temporary name created exclusively: a link planted beside the target is never written through.
const temporary = `${out}.${randomBytes(8).toString('hex')}.tmp`;
copyFileSync(built, temporary, constants.COPYFILE_EXCL);
renameSync(temporary, out);
rmSync(work, { recursive: true, force: true });
console.log(`build-electron-sqlite: wrote ${out} in ${Math.round((Date.now() - started) / 1000)} s.`);
