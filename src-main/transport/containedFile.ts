/**
 * Opening a file a request names, without ever following a symbolic link: a link planted in
 * the renderer folder or the image cache (pointing outside it, or inside) is a 404, not a
 * way out. Each component below the served root is checked with lstat; the final open uses
 * O_NOFOLLOW where the platform has it and must land on the very file lstat saw.
 */
import { constants, type Stats } from 'node:fs';
import { lstat, open, type FileHandle } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { isPlainSegment } from './requestPath';

/** The part of fs.lstat this module needs (Electron's asar-aware one fits too). */
export type LstatFn = (path: string) => Promise<Pick<Stats, 'isFile' | 'isDirectory' | 'isSymbolicLink'>>;

// Windows has no O_NOFOLLOW; there the lstat checks and the identity check stand alone.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * root/segments[0]/…/segments[n-1] when every component below root is a real folder (not
 * a link) and the last one a regular file; null otherwise. The root itself may be reached
 * through links (a data folder the user moved elsewhere): only what lies below it is checked.
 */
export async function findContainedFile(root: string, segments: readonly string[], lstatFn: LstatFn = lstat): Promise<string | null> {
  if (segments.length === 0) return null;
  const base = resolve(root);
  let path = base;
  for (const [index, segment] of segments.entries()) {
    if (!isPlainSegment(segment)) return null;
    path = join(path, segment);
    if (!path.startsWith(base + sep)) return null;
    let stats: Awaited<ReturnType<LstatFn>>;
    try {
      stats = await lstatFn(path);
    } catch {
      return null;
    }
    if (stats.isSymbolicLink()) return null;
    const last = index === segments.length - 1;
    if (last ? !stats.isFile() : !stats.isDirectory()) return null;
  }
  return path;
}

export interface OpenedFile {
  handle: FileHandle;
  size: number;
}

/**
 * Opens path for reading if it is a regular file and not a link; null otherwise (missing,
 * a folder, a link, or swapped for another file between the check and the open).
 */
export async function openRegularFile(path: string): Promise<OpenedFile | null> {
  let before: Stats;
  try {
    before = await lstat(path);
  } catch {
    return null;
  }
  if (!before.isFile()) return null;
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | NO_FOLLOW);
  } catch {
    return null; // ELOOP: it became a link after the lstat
  }
  try {
    const after = await handle.stat();
    if (after.isFile() && after.ino === before.ino && after.dev === before.dev) return { handle, size: after.size };
  } catch {
    // fall through: treat as not found
  }
  await handle.close();
  return null;
}

/** root/segments opened for reading, under both rules above; null for anything refused. */
export async function openContainedFile(root: string, segments: readonly string[]): Promise<OpenedFile | null> {
  const path = await findContainedFile(root, segments);
  return path ? openRegularFile(path) : null;
}

/** The whole of a regular, non-link file, or a thrown error (for the image protocol's reader). */
export async function readRegularFile(path: string): Promise<Uint8Array> {
  const opened = await openRegularFile(path);
  if (!opened) throw Object.assign(new Error(`not a regular file: ${path}`), { code: 'ENOENT' });
  try {
    return await opened.handle.readFile();
  } finally {
    await opened.handle.close();
  }
}
