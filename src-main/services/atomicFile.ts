/**
 * A whole file or none: the content goes to a new file beside the target, then is renamed
 * over it. The temporary name is random and created exclusively ('wx'), so nobody can plant
 * a link there in advance to have the content written through it.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

export function writeFileAtomically(target: string, content: string | Uint8Array): void {
  const temporary = `${target}.${randomBytes(8).toString('hex')}.tmp`;
  let created = false;
  try {
    writeFileSync(temporary, content, { flag: 'wx' });
    created = true;
    renameSync(temporary, target);
  } catch (error) {
    // Only a file this call made is removed: an existing one at that name is not ours.
    if (created) rmSync(temporary, { force: true });
    throw error;
  }
}
