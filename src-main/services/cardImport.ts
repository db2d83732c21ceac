/**
 * Card database import from a file, uploaded text or a URL. Parse and validate fully
 * first, then write in one transaction: bad input never touches the database.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import type { CardImportReport } from '../../src-shared/api/schemas';
import { CardDataError } from '../../src-shared/cards/errors';
import { MAX_CARD_FILE_BYTES, parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { writeCatalogue } from '../data/catalogueWriter';
import type { SettingsRepository } from '../data/settingsRepository';
import { downloadText, formatBytes } from './download';
import type { JobProgress } from './jobs';
import { explainDatabaseErrors } from '../data/writeLock';

export type ImportProgress = (progress: JobProgress) => void;

export class CardImportService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsRepository,
    private readonly onCatalogueChanged: () => void,
  ) {}

  async importFile(path: string, onProgress?: ImportProgress): Promise<CardImportReport> {
    const name = basename(path);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      throw new CardDataError(name, `cannot read ${path}: no such file`);
    }
    if (size > MAX_CARD_FILE_BYTES) {
      throw new CardDataError(name, `the file is ${formatBytes(size)}, far larger than any card database; choose the cards.json file`);
    }
    onProgress?.({ phase: 'read', loaded: 0, total: size, message: `Reading ${name}` });
    const text = await readFile(path, 'utf8');
    return this.importText(name, text, onProgress);
  }

  async importUrl(url: string, onProgress?: ImportProgress, signal?: AbortSignal): Promise<CardImportReport> {
    const text = await downloadText(url, {
      signal,
      maxBytes: MAX_CARD_FILE_BYTES,
      onProgress: ({ loaded, total }) =>
        onProgress?.({ phase: 'download', loaded, total, message: `Downloading ${formatBytes(loaded)}${total ? ` of ${formatBytes(total)}` : ''}` }),
    });
    if (signal?.aborted) throw new ApiError('CANCELLED', 'Download cancelled; nothing was changed.');
    return this.importText(url, text, onProgress);
  }

  async importText(source: string, text: string, onProgress?: ImportProgress): Promise<CardImportReport> {
    const started = performance.now();
    onProgress?.({ phase: 'parse', loaded: 0, total: null, message: `Checking ${source}` });
    const parsed = parseCardDatabase(source, text);
    const total = parsed.cards.length;
    onProgress?.({ phase: 'write', loaded: 0, total, message: `Writing ${total} cards` });
    const stats = explainDatabaseErrors(this.db, () =>
      writeCatalogue(this.db, parsed, (done) =>
        onProgress?.({ phase: 'write', loaded: done, total, message: `Writing cards ${Math.round((done / total) * 100)}%` }),
      ),
    );
    this.settings.setMeta('cardSource', source);
    this.settings.setMeta('cardsImportedAt', new Date().toISOString());
    this.onCatalogueChanged();
    return {
      source,
      sets: parsed.sets.length,
      cards: total,
      ...stats,
      durationMs: Math.round(performance.now() - started),
    };
  }
}
