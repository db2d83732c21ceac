/**
 * Running the `arda` CLI as a child process from the project root, with its data folder set and
 * debug output off (to its end, or alongside the test), and reading a PDF it wrote back as text.
 * The CLI runs from a bundle of src-main/cli/main.ts made once per test process (cliArgs):
 * starting it through tsx compiled the whole import graph at every run, 2–3 s each, and the CLI
 * tests start hundreds. ARDA_CLI_TSX=1 runs the sources through tsx instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { expect } from 'vitest';

/** tests/helpers → project root */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** node's arguments that start the CLI from its sources, through tsx (before the CLI's own). */
export const CLI_SOURCE_ARGS = ['--import', 'tsx', 'src-main/cli/main.ts'];

let bundle: string | null = null;

/**
 * node's arguments that start the CLI: its bundle, built on first use in this process (inside node_modules, so the bundle's
 * external packages resolve from the project; the auto-pairing worker beside it, where the CLI looks for it).
 */
export function cliArgs(): string[] {
  if (process.env.ARDA_CLI_TSX) return CLI_SOURCE_ARGS;
  if (!bundle) {
    const dir = join(PROJECT_ROOT, 'node_modules', '.cache', `arda-cli-${process.pid}`);
    buildSync({
      entryPoints: { cli: join(PROJECT_ROOT, 'src-main/cli/main.ts'), autoPairWorker: join(PROJECT_ROOT, 'src-main/services/autoPairWorker.ts') },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['better-sqlite3'],
      // CommonJS packages inside an ES module bundle still call require().
      banner: { js: "import { createRequire as __arda_require } from 'node:module'; const require = __arda_require(import.meta.url);" },
      outdir: dir,
      logLevel: 'warning',
    });
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    bundle = join(dir, 'cli.js');
  }
  return [bundle];
}

/** The environment the CLI runs in: the test's data folder, no debug output. */
export const cliEnv = (dataDir: string): NodeJS.ProcessEnv => ({ ...process.env, ARDA_DATA_DIR: dataDir, ARDA_DEBUG: '' });

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `arda <args> --db <database>`, run to its end. */
export function runCli(args: string[], database: string, dataDir: string): CliRun {
  const result = spawnSync(process.execPath, [...cliArgs(), ...args, '--db', database], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: cliEnv(dataDir),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `arda <args> --db <database>` started now; resolves when it ends, while the test goes on.
 * `cli`: node's arguments that start the CLI, if not cliArgs().
 */
export function startCli(args: string[], database: string, dataDir: string, cli: readonly string[] = cliArgs()): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cli, ...args, '--db', database], { cwd: PROJECT_ROOT, env: cliEnv(dataDir) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The text of a PDF, laid out, by pdftotext (poppler-utils). */
export function pdfText(file: string): string {
  const run = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext (Debian package poppler-utils) is needed to read the PDF back: ${run.error.message}`);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}
