/**
 * The typo-tolerant name index after a card re-import (real SQLite file, the real card file):
 * a card renamed by the import is found by a typo of its new name and no longer by a typo of
 * its old one, at once, whether this process imported or another one did. The new name has
 * the length of the old, so no count of cards or of name characters gives the change away.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import { CARD_FILE } from '../helpers/cardFile';
import { openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-fuzzy-');
const CARD = 'TW-244'; // Glamdring
let dir: string;
let app: AppServices;

/** The card file with every name of CARD renamed (from → to, same length). */
function renamedFile(from: string, to: string): string {
  const data = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as Record<string, { cards: Record<string, { name: Record<string, string | null> }> }>;
  const names = data.TW!.cards[CARD]!.name;
  for (const lang of Object.keys(names)) names[lang] = names[lang]?.replace(from, to) ?? null;
  const file = join(dirs.make('cards'), 'cards.json');
  writeFileSync(file, JSON.stringify(data));
  return file;
}

const found = (query: string) =>
  (app.handlers['cards.search']({ query, filters: {}, sort: { key: 'relevance', dir: 'asc' }, lang: 'en' }) as { rows: { id: string }[] }).rows.map((r) => r.id);

beforeAll(async () => {
  dir = dirs.make();
  app = openServices(dir);
  await app.importCardFile(CARD_FILE);
}, 60_000);
afterAll(() => {
  app.close();
  dirs.cleanup();
});

describe('typo search after a re-import renames a card', () => {
  it('follows an import by this process', async () => {
    expect(found('glamdrng')).toContain(CARD);
    await app.importCardFile(renamedFile('Glamdring', 'Zorbliank'));
    expect(found('zorblank')).toContain(CARD);
    expect(found('glamdrng')).not.toContain(CARD);
  });

  it('follows an import by another process', async () => {
    const other = openServices(dir);
    try {
      await other.importCardFile(renamedFile('Glamdring', 'Quelthorn'));
    } finally {
      other.close();
    }
    expect(found('quelthrn')).toContain(CARD);
    expect(found('zorblank')).not.toContain(CARD);
  });
});
