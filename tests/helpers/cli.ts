/**
 * Running the `arda` CLI as a child process (node --import tsx src-main/cli/main.ts) from the
 * project root, with its data folder set and debug output off (to its end, or alongside the
 * test), and reading a PDF it wrote back as text.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** tests/helpers → project root */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** node's arguments that start the CLI (before the CLI's own). */
export const CLI_ARGS = ['--import', 'tsx', 'src-main/cli/main.ts'];

/** The environment the CLI runs in: the test's data folder, no debug output. */
export const cliEnv = (dataDir: string): NodeJS.ProcessEnv => ({ ...process.env, ARDA_DATA_DIR: dataDir, ARDA_DEBUG: '' });

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `arda <args> --db <database>`, run to its end. */
export function runCli(args: string[], database: string, dataDir: string): CliRun {
  const result = spawnSync(process.execPath, [...CLI_ARGS, ...args, '--db', database], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: cliEnv(dataDir),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `arda <args> --db <database>` started now; resolves when it ends, while the test goes on.
 * `cli`: node's arguments that start the CLI (a bundle of it, say) instead of CLI_ARGS.
 */
export function startCli(args: string[], database: string, dataDir: string, cli: readonly string[] = CLI_ARGS): Promise<CliRun> {
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
