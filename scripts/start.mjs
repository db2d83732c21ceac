#!/usr/bin/env node
// npm start: build if needed, then run Arda Curator in Electron, or, where Electron can't
// run (no runtime download possible, no display, no SQLite build), in browser mode.
//
//   node scripts/start.mjs [--browser] [--port=<n>]
//
//   --browser   skip Electron: serve the app on http://127.0.0.1 (npm run browser)
//   --port=N    browser mode's port (default: a free one)
// Environment: ARDA_ELECTRON_TIMEOUT_MS (Electron download limit, default 180000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBindingRelativePath } from './lib/electron-native.mjs';
import { isBuildStale, missingDisplayReason, noSandboxReason, readSandboxFacts, summarizeDownloadFailure } from './lib/start-helpers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const argv = process.argv.slice(2);
const forceBrowser = argv.includes('--browser');
const port = argv.find((a) => a.startsWith('--port='))?.slice('--port='.length);

const say = (line) => console.log(`[arda] ${line}`);

// ---- 1. build ---------------------------------------------------------------------

function ensureBuilt() {
  const inputs = ['src-main', 'src-shared', 'src-renderer', 'electron.vite.config.ts', 'package.json', 'package-lock.json'].map((p) => join(root, p));
  const outputs = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'].map((p) => join(root, p));
  if (!isBuildStale(inputs, outputs)) return;
  say('Building the app (electron-vite build)…');
  const pkg = JSON.parse(readFileSync(require.resolve('electron-vite/package.json'), 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin['electron-vite'];
  const result = spawnSync(process.execPath, [join(dirname(require.resolve('electron-vite/package.json')), bin), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[arda] The build failed (see above); fix it and run npm start again.');
    process.exit(result.status ?? 1);
  }
}

// ---- 2. the Electron runtime ------------------------------------------------------

function electronDir() {
  try {
    return dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** The Electron executable if it is already downloaded, else null (mirrors electron/index.js). */
function installedElectron(dir) {
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  try {
    const relative = readFileSync(join(dir, 'path.txt'), 'utf8').trim();
    const base = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist');
    const installedVersion = readFileSync(join(dir, 'dist', 'version'), 'utf8').trim().replace(/^v/, '');
    const executable = join(base, relative);
    if (installedVersion === version && existsSync(executable)) return { executable, version };
  } catch {
    // not downloaded yet
  }
  return null;
}

/** Runs electron's own install.js (it reuses a download already in its cache), with a time limit. */
function downloadElectron(dir, timeoutMs) {
  return new Promise((done) => {
    let output = '';
    const child = spawn(process.execPath, [join(dir, 'install.js')], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      done({ ok: false, reason: `download did not finish within ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      done({ ok: false, reason: `could not run electron/install.js: ${error.message}` });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code === 0 ? { ok: true } : { ok: false, reason: summarizeDownloadFailure(output) });
    });
  });
}

async function obtainElectron() {
  const dir = electronDir();
  if (!dir) return { ok: false, reason: 'the electron package is not installed; run npm ci' };
  const ready = installedElectron(dir);
  if (ready) return { ok: true, ...ready };
  const timeoutMs = Number(process.env.ARDA_ELECTRON_TIMEOUT_MS) || 180000;
  say('Downloading the Electron runtime (first start only)…');
  const download = await downloadElectron(dir, timeoutMs);
  if (!download.ok) return download;
  const installed = installedElectron(dir);
  return installed ? { ok: true, ...installed } : { ok: false, reason: 'the download finished but no executable was found' };
}

// ---- 3. running -------------------------------------------------------------------

/**
 * Runs the app's process in the foreground; Ctrl+C stops it cleanly; exits with its code.
 * onEarlyFailure, if given, replaces exiting when the process fails within a few seconds
 * without being asked to stop (Electron missing a system library, say).
 */
function runForeground(command, args, env, onEarlyFailure) {
  const startedAt = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  let signals = 0;
  const onSignal = (signal) => {
    signals += 1;
    if (signals === 1) {
      // A terminal's Ctrl+C reaches the child too; forward only if it didn't (kill <pid>).
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      }, 500).unref();
    } else if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  child.on('error', (error) => {
    console.error(`[arda] Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (onEarlyFailure && signals === 0 && code !== 0 && Date.now() - startedAt < 5000) {
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
      return onEarlyFailure(signal ? `it stopped with ${signal}` : `it exited with code ${code} at start`);
    }
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
  });
}

function startBrowserMode() {
  const env = { ...process.env };
  if (port) env.ARDA_PORT = port;
  runForeground(process.execPath, ['--import', 'tsx', join(root, 'src-main', 'browser', 'main.ts')], env);
}

/** The one line that says why, then browser mode. */
function fallBack(reason, what = 'Electron runtime not available') {
  console.log(`${what} (${reason}); serving Arda Curator in browser mode instead`);
  startBrowserMode();
}

function buildElectronSqlite(version) {
  if (existsSync(join(root, electronBindingRelativePath(version, process.platform, process.arch)))) return { ok: true };
  say(`Preparing SQLite for Electron ${version} (first start only; takes a minute or two)…`);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build-electron-sqlite.mjs'), `--target=${version}`], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status === 0) return { ok: true };
  const log = join(root, 'native', 'build-electron-sqlite.log');
  try {
    mkdirSync(dirname(log), { recursive: true });
    writeFileSync(log, `${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  } catch {
    // the log is a courtesy
  }
  const lastLine = `${result.stderr ?? ''}${result.error?.message ?? ''}`
    .trim()
    .split('\n')
    .filter(Boolean)
    .pop()
    ?.replace(/^build-electron-sqlite: /, '');
  return { ok: false, reason: `${lastLine ?? 'node-gyp failed'}; details in native/build-electron-sqlite.log` };
}

async function main() {
  ensureBuilt();
  if (forceBrowser) return startBrowserMode();

  const electron = await obtainElectron();
  if (!electron.ok) return fallBack(electron.reason);
  const noDisplay = missingDisplayReason(process.platform, process.env);
  if (noDisplay) return fallBack(noDisplay, 'Electron cannot open a window');
  const sqlite = buildElectronSqlite(electron.version);
  if (!sqlite.ok) return fallBack(sqlite.reason, "Electron's SQLite module could not be built");

  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const args = ['.'];
  // --no-sandbox only where Chromium cannot start without it (as root, or with neither user
  // namespaces nor a setuid chrome-sandbox), and then one line that says why.
  const noSandbox = noSandboxReason(readSandboxFacts({ platform: process.platform, uid: process.getuid?.(), electronExecutable: electron.executable }));
  if (noSandbox) {
    args.push('--no-sandbox');
    say(`Starting Electron without Chromium's OS sandbox (--no-sandbox): ${noSandbox}.`);
  }
  say(`Starting Electron ${electron.version}…`);
  runForeground(electron.executable, args, env, (reason) => fallBack(reason, 'Electron could not start'));
}

main().catch((error) => {
  console.error(`[arda] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
