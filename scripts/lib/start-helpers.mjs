// Small pure helpers of scripts/start.mjs and scripts/build-electron-sqlite.mjs (unit-tested).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

// ---- Chromium's sandbox on Linux ---------------------------------------------------
// Chromium sandboxes its processes with user namespaces, or failing that with the setuid
// helper chrome-sandbox (owned by root, mode 4755). With neither, or as root, it refuses to
// start unless given --no-sandbox. We pass that flag only then, and say why.

const SUID_BIT = 0o4000;

/**
 * Why Electron cannot start with Chromium's sandbox here, or null when it can (then no
 * --no-sandbox). facts: { platform, uid, usernsClone, maxUserNamespaces,
 * apparmorRestrictsUserns (the /proc/sys values as strings, null when absent), usernsProbe
 * (whether an unprivileged user namespace could be made; null when not tried),
 * chromeSandbox ({ uid, mode } of the helper; null when missing) }.
 */
export function noSandboxReason(facts) {
  if (facts.platform !== 'linux') return null;
  if (facts.uid === 0) return 'running as root, where Chromium refuses its sandbox';
  const off = (value, disabled) => value !== null && value !== undefined && value.trim() === disabled;
  let noUserns = null;
  if (off(facts.usernsClone, '0')) noUserns = 'user namespaces are disabled (kernel.unprivileged_userns_clone = 0)';
  else if (off(facts.maxUserNamespaces, '0')) noUserns = 'user namespaces are disabled (user.max_user_namespaces = 0)';
  else if (off(facts.apparmorRestrictsUserns, '1')) noUserns = 'AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns = 1)';
  else if (facts.usernsProbe === false) noUserns = 'user namespaces cannot be created here (a container?)';
  if (!noUserns) return null;
  const helper = facts.chromeSandbox;
  if (helper && helper.uid === 0 && (helper.mode & SUID_BIT) !== 0) return null;
  const why = helper ? 'chrome-sandbox is not setuid root' : 'chrome-sandbox is missing';
  return `${noUserns} and ${why}`;
}

/**
 * The facts noSandboxReason needs, read from this machine. procRoot and probe are for tests;
 * probe() says whether an unprivileged user namespace can be made (null: could not tell).
 */
export function readSandboxFacts({ platform, uid, electronExecutable, procRoot = '/proc', probe = probeUserNamespace }) {
  const read = (path) => {
    try {
      return readFileSync(join(procRoot, path), 'utf8');
    } catch {
      return null;
    }
  };
  let chromeSandbox = null;
  try {
    const stats = statSync(join(dirname(electronExecutable), 'chrome-sandbox'));
    chromeSandbox = { uid: stats.uid, mode: stats.mode };
  } catch {
    // missing: no setuid fallback
  }
  const facts = {
    platform,
    uid,
    usernsClone: read('sys/kernel/unprivileged_userns_clone'),
    maxUserNamespaces: read('sys/user/max_user_namespaces'),
    apparmorRestrictsUserns: read('sys/kernel/apparmor_restrict_unprivileged_userns'),
    usernsProbe: null,
    chromeSandbox,
  };
  // Only worth a process when the sysctls allow namespaces and the answer can matter.
  if (platform === 'linux' && uid !== 0 && noSandboxReason(facts) === null) facts.usernsProbe = probe();
  return facts;
}

/** Tries `unshare --user true` (util-linux): true/false, or null when unshare is not there. */
export function probeUserNamespace() {
  const result = spawnSync('unshare', ['--user', 'true'], { stdio: 'ignore', timeout: 5000 });
  if (result.error) return null;
  return result.status === 0;
}
