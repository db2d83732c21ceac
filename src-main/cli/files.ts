/** Reading and writing the user's files from CLI commands, with one-line errors. */
import { resolve } from 'node:path';
import type { FileKind } from '../../src-shared/api/limits';
import { writeFileAtomically } from '../services/atomicFile';
import { readUserFile, UserFileError } from '../services/userFile';
import { CliError } from './commands/context';

/** A user's file as text; a folder, FIFO, device or file past its kind's size cap is refused before reading. */
export function readText(file: string, kind: FileKind): string {
  try {
    return readUserFile(resolve(file), kind);
  } catch (error) {
    if (error instanceof UserFileError) throw new CliError(error.message);
    throw new CliError(`Cannot read ${file}: ${systemReason(error)}`);
  }
}

/** Write beside the target and rename, so a failure never leaves half a file. Returns the full path. */
export function writeAtomically(file: string, content: string | Uint8Array): string {
  const target = resolve(file);
  try {
    writeFileAtomically(target, content);
  } catch (error) {
    throw new CliError(`Cannot write ${file}: ${systemReason(error)}`);
  }
  return target;
}

export function systemReason(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}
