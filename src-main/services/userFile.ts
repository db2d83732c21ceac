/**
 * Reading a file the user picked, checked before a byte is read: it must be a regular
 * file (not a folder, FIFO, socket or device such as /dev/zero, any of which could block
 * or never end) no larger than its kind's cap. The read itself stops at the cap too, so a
 * file that grows meanwhile, or reports no size (/proc), cannot exhaust memory.
 */
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { basename } from 'node:path';
import { LIMITS, type FileKind } from '../../src-shared/api/limits';
import { formatBytes } from './download';

/** A refused file; the message names the file and why, in one line. */
export class UserFileError extends Error {
  override name = 'UserFileError';
  constructor(
    readonly fileName: string,
    readonly problem: string,
  ) {
    super(`${fileName}: ${problem}`);
  }
}

const KIND_LABEL: Record<FileKind, string> = {
  cards: 'card database',
  collection: 'collection file',
  set: 'set file',
  game: 'game file',
};

export function readUserFile(path: string, kind: FileKind): string {
  const name = basename(path) || path;
  const limit = LIMITS.fileBytes[kind];
  const refuse = (why: string) => new UserFileError(name, why);
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    throw refuse(reasonOf(error));
  }
  checkStats(stats, kind, refuse);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw refuse(`cannot read it: ${reasonOf(error)}`);
  }
  try {
    // Checked again on the open file: the path may have been swapped since the stat.
    checkStats(fstatSync(fd), kind, refuse);
    const buffer = Buffer.alloc(Math.min(limit + 1, Math.max(stats.size, 0) + 1));
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > limit) throw refuse(`larger than ${formatBytes(limit)}, the limit for a ${KIND_LABEL[kind]}`);
      if (length === buffer.length) throw refuse('the file changed while it was read; try again');
    }
    return buffer.toString('utf8', 0, length);
  } finally {
    closeSync(fd);
  }
}

function checkStats(stats: Stats, kind: FileKind, refuse: (why: string) => Error): void {
  if (stats.isDirectory()) throw refuse('it is a folder, not a file');
  if (!stats.isFile()) throw refuse(`not a regular file (a ${specialKind(stats)}); choose a ${KIND_LABEL[kind]}`);
  const limit = LIMITS.fileBytes[kind];
  if (stats.size > limit) throw refuse(`the file is ${formatBytes(stats.size)}, larger than ${formatBytes(limit)}, the limit for a ${KIND_LABEL[kind]}`);
}

function specialKind(stats: Stats): string {
  if (stats.isFIFO()) return 'pipe';
  if (stats.isSocket()) return 'socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'device';
  return 'special file';
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}
