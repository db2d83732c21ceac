/**
 * Card database import from a file, uploaded text or a URL. Parse and validate fully
 * first, then write in one transaction: bad input never touches the database.
 */
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
import { readUserFile, UserFileError } from './userFile';

export type ImportProgress = (progress: JobProgress) => void;

export class CardImportService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsRepository,
    private readonly onCatalogueChanged: () => void,
  ) {}

  async importFile(path: string, onProgress?: ImportProgress): Promise<CardImportReport> {
    const name = basename(path);
    let text: string;
    try {
      // Size and type are checked before reading: a folder, FIFO, device or huge file is refused at once.
      text = readUserFile(path, 'cards');
    } catch (error) {
      if (error instanceof UserFileError) throw new CardDataError(name, error.problem);
      throw error;
    }
    onProgress?.({ phase: 'read', loaded: text.length, total: text.length, message: `Reading ${name}` });
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
