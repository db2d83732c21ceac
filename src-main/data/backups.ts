/**
 * The backups a migration leaves beside the database (`<file>.v<version>-<time>.bak`), so
 * a migration that fails on every launch does not copy the whole file again each time.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** An existing backup of schema `version` with exactly the bytes of `path`, or null. */
export function sameBackup(path: string, version: number): string | null {
  const prefix = `${basename(path)}.v${version}-`;
  const size = statSync(path).size;
  const candidates = readdirSync(dirname(path))
    .filter((name) => name.startsWith(prefix) && name.endsWith('.bak'))
    .map((name) => join(dirname(path), name))
    .filter((backup) => {
      const stat = statSync(backup);
      return stat.isFile() && stat.size === size;
    });
  if (candidates.length === 0) return null;
  const hash = sha256(path);
  return candidates.find((backup) => sha256(backup) === hash) ?? null;
}
