/**
 * A collection CSV naming one card on several rows (by id, or once by id and once by name):
 * the rows are merged, their counts added up, and the import says so; what it reports (cards,
 * copies) is exactly what is stored, through the API and the real CLI.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import { CARD_FILE } from '../helpers/cardFile';
import { runCli } from '../helpers/cli';
import { collectionRows, DB_FILE_NAME, openServices } from '../helpers/database';
import { dispatchCall } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-repeated-');
let dir: string;
let services: AppServices;
const CARD = 'TW-244'; // Glamdring: one printing, so its name resolves to it alone
const OTHER = 'TW-156';
let name: string;

beforeAll(async () => {
  dir = dirs.make();
  services = openServices(dir);
  await services.importCardFile(CARD_FILE);
  name = services.db.prepare('SELECT name_en FROM cards WHERE id = ?').pluck().get(CARD) as string;
}, 60_000);
afterAll(() => {
  services.close();
  dirs.cleanup();
});

const csv = (...rows: string[]) => ['card_id,set,name,count,note,storage', ...rows].join('\r\n') + '\r\n';

describe('a CSV with repeated rows for one card', () => {
  it('merges them: the counts add up, notes and places are kept, and the summary says so', async () => {
    const content = csv(`${CARD},TW,,12,mint,Binder 1`, `${OTHER},TW,,1,,`, `,TW,${name},2,signed,Binder 1`);
    const preview = await dispatchCall(services.handlers, 'collection.previewImport', { fileName: 'dupes.csv', content });
    expect(preview.copies).toBe(15);
    expect(preview.merged).toEqual([{ cardId: CARD, name, lines: [2, 4], count: 14 }]);
    const result = await dispatchCall(services.handlers, 'collection.import', { fileName: 'dupes.csv', content });
    expect(result).toMatchObject({ cards: 2, copies: 15, merged: [{ cardId: CARD, name, lines: [2, 4], count: 14 }] });
    const stored = collectionRows(services.db).filter((r) => r.card_id === CARD || r.card_id === OTHER);
    expect(stored).toEqual([
      { card_id: OTHER, count: 1, note: '', storage: '' },
      { card_id: CARD, count: 14, note: 'mint / signed', storage: 'Binder 1' },
    ]);
    expect(stored.reduce((n, r) => n + r.count, 0)).toBe(result.copies);
  });

  it('through the CLI, reports the copies it stored and the rows it merged', () => {
    const file = join(dir, 'dupes.csv');
    writeFileSync(file, csv(`${CARD},TW,,3,,`, `${CARD},TW,,2,,`));
    const run = runCli(['collection', 'import', file], join(dir, DB_FILE_NAME), dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      `Imported dupes.csv: set the counts of 1 card (5 copies).\n` +
        `Merged repeated rows (their counts added up): ${name} (${CARD}), lines 2 and 3: 5 copies.\n`,
    );
    expect(collectionRows(services.db).find((r) => r.card_id === CARD)?.count).toBe(5);
  }, 30_000);
});
