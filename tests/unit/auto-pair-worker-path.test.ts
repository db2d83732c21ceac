/**
 * The packaged app loads the auto-pairing worker from app.asar.unpacked (electron-builder.yml
 * asarUnpack), so a worker thread never has to read the archive; unpacked files only when present.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackedPath } from '../../src-main/services/autoPairRunner';

const root = mkdtempSync(join(tmpdir(), 'asar-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the auto-pairing worker in a packaged app', () => {
  it('is taken from app.asar.unpacked when electron-builder unpacked it there', () => {
    const inAsar = join(root, 'resources', 'app.asar', 'out', 'main', 'autoPairWorker.js');
    const unpacked = join(root, 'resources', 'app.asar.unpacked', 'out', 'main', 'autoPairWorker.js');
    expect(unpackedPath(inAsar)).toBe(inAsar);
    mkdirSync(join(unpacked, '..'), { recursive: true });
    writeFileSync(unpacked, '');
    expect(unpackedPath(inAsar)).toBe(unpacked);
  });

  it('electron-builder unpacks the worker and the chunks it imports', () => {
    const config = readFileSync(join(__dirname, '../../electron-builder.yml'), 'utf8');
    expect(config).toMatch(/asarUnpack:[\s\S]*- out\/main\/autoPairWorker\.js[\s\S]*- out\/main\/chunks\/\*\*/);
  });
});
