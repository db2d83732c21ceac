// Small pure helpers of scripts/start.mjs and scripts/build-electron-sqlite.mjs (unit-tested).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// npm exports its config (including a machine-wide `nodedir`) as npm_config_* variables,
// and node-gyp obeys them: left in place they would build against Node's headers, not Electron's.
const NODE_GYP_OVERRIDES = ['nodedir', 'target', 'target_arch', 'arch', 'dist_url', 'disturl', 'runtime', 'devdir', 'tarball', 'build_from_source'];

export function envForNodeGyp(env) {
  const clean = {};
  for (const [name, value] of Object.entries(env)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('npm_config_') && NODE_GYP_OVERRIDES.includes(lower.slice('npm_config_'.length).replace(/-/g, '_'))) continue;
    clean[name] = value;
  }
  return clean;
}

/** The newest modification time (ms) of any file under the given paths; 0 when none exists. */
export function newestMtime(paths, skip = ['node_modules', '.git']) {
  let newest = 0;
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) if (!skip.includes(name)) visit(join(path, name));
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) visit(path);
  return newest;
}

/** Whether the build outputs are missing or older than any input. */
export function isBuildStale(inputs, outputs) {
  let oldestOutput = Infinity;
  for (const output of outputs) {
    try {
      oldestOutput = Math.min(oldestOutput, statSync(output).mtimeMs);
    } catch {
      return true;
    }
  }
  return newestMtime(inputs) > oldestOutput;
}

/** One short reason from the output of a failed Electron download. */
export function summarizeDownloadFailure(output) {
  const text = String(output ?? '');
  const network = text.match(/\b(getaddrinfo\s+)?(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|CERT_[A-Z_]+|UNABLE_TO_[A-Z_]+)\b(\s+[\w.-]+)?/);
  if (network) return `download failed: ${network[0].trim()}`;
  if (/fetch failed|socket hang up|request to \S+ failed/i.test(text)) return 'download failed: could not reach the download server (offline?)';
  const status = text.match(/Response code (\d{3})[^\n]*/i) ?? text.match(/HTTPError: ([^\n]+)/);
  if (status) return `download failed: HTTP ${status[1]}`;
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith('at ') && !/^Downloading Electron/i.test(l));
  if (!line) return 'download failed';
  return `download failed: ${line.length > 120 ? `${line.slice(0, 117)}…` : line}`;
}

/** Why Electron cannot open a window here, or null when it can (or we can't tell). */
export function missingDisplayReason(platform, env) {
  if (platform !== 'linux' && platform !== 'freebsd' && platform !== 'openbsd') return null;
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'no graphical display: DISPLAY and WAYLAND_DISPLAY are not set';
}
