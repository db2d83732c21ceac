/**
 * Atomic writes and planted links (real folders): the CLI's writes (exports, PDFs) and the
 * image cache write a temporary file beside the target and rename it. A link planted at a
 * predictable temporary name (`<target>.<pid>.tmp`) must not be written through: the file
 * it points to stays as it was, and the target ends up a regular file with the content.
 */
import { lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeAtomically } from '../../src-main/cli/files';
import { writeFileAtomically } from '../../src-main/services/atomicFile';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-atomic-');
afterAll(() => dirs.cleanup());

describe('writing a file atomically', () => {
  it('does not follow a link planted at <target>.<pid>.tmp', () => {
    const dir = dirs.make('cli');
    const victim = join(dirs.make('outside'), 'notes.txt');
    writeFileSync(victim, 'keep me');
    const target = join(dir, 'collection.csv');
    symlinkSync(victim, `${target}.${process.pid}.tmp`);

    expect(writeAtomically(target, 'card_id,count\r\n')).toBe(target);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(target).isFile()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('card_id,count\r\n');
  });

  it('replaces a link at the target itself, not the file it points to', () => {
    const dir = dirs.make('target-link');
    const victim = join(dirs.make('outside'), 'notes.txt');
    writeFileSync(victim, 'keep me');
    const target = join(dir, 'deck.pdf');
    symlinkSync(victim, target);
    writeFileAtomically(target, 'new');
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(target).isFile()).toBe(true);
  });

  it('leaves no temporary file behind when the rename fails', () => {
    const dir = dirs.make('fails');
    const target = join(dir, 'taken');
    mkdirSync(join(target, 'inside'), { recursive: true });
    expect(() => writeFileAtomically(target, 'x')).toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });
});
