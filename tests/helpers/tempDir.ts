/**
 * Temporary folders for tests: each test file gets its own under the OS temp dir, removed
 * when the file's tests end (also when they fail).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempDirs {
  /** A fresh, empty folder; removed by cleanup(). */
  make(label?: string): string;
  cleanup(): void;
}

export function tempDirs(prefix = 'arda-test-'): TempDirs {
  const made: string[] = [];
  return {
    make(label = '') {
      const dir = mkdtempSync(join(tmpdir(), `${prefix}${label ? `${label}-` : ''}`));
      made.push(dir);
      return dir;
    },
    cleanup() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
