/**
 * The main process's services behind the API contract, wired to one SQLite database.
 * Electron, browser mode, the CLI and the tests all create exactly this.
 */
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import type { ApiHandlers } from '../../src-shared/api/contract';
import { LIMITS } from '../../src-shared/api/limits';
import type { AppInfo, CardImportReport, CollectionChangeResult, ResolvedLine } from '../../src-shared/api/schemas';
import { createNameIndex, resolveCardName, type NameIndex } from '../../src-shared/collection/nameIndex';
import { collectionToCsv } from '../../src-shared/collection/csv';
import type { Localized } from '../../src-shared/cards/model';
import { CardDetails } from '../data/cardDetails';
import { CatalogueQueries } from '../data/catalogueQueries';
import { CollectionRepository } from '../data/collectionRepository';
import { openDatabase } from '../data/database';
import { ReloadingCache } from '../data/dataVersion';
import { dataPaths } from '../data/paths';
import { SettingsRepository } from '../data/settingsRepository';
import { withDatabaseErrors } from '../data/writeLock';
import { CardImportService, type ImportProgress } from './cardImport';
import { createArdaSetServices } from './ardaSets';
import { createSleeveServices } from './sleeves';
import { createCompareServices } from './setCompare';
import { createGameServices } from './games';
import { createWantTradeServices } from './wantTrade';
import { createPasteServices } from './pasteList';
import { previewCollectionFile } from './collectionImport';
import { createLotHandlers } from './collectionLots';
import { ImageCache } from './imageCache';
import { JobRunner } from './jobs';

export interface AppServicesOptions {
  databasePath: string;
  dataDir: string;
  runtime: AppInfo['runtime'];
  nativeBinding?: string;
  version?: string;
}

export interface CardRef {
  id: string;
  name: string;
  set: string;
}

export interface AppServices {
  handlers: ApiHandlers;
  db: Database;
  imageCache: ImageCache;
  jobs: JobRunner;
  importCardFile(path: string, onProgress?: ImportProgress): Promise<CardImportReport>;
  importCardUrl(url: string, onProgress?: ImportProgress): Promise<CardImportReport>;
  /** A card id as it is, else the one card the name resolves to, or why none does. */
  resolveCard(nameOrId: string): { ok: true; card: CardRef } | { ok: false; reason: string };
  findCards(nameOrId: string): CardRef[];
  close(): void;
}

export function createAppServices(options: AppServicesOptions): AppServices {
  const { db } = openDatabase(options.databasePath, { nativeBinding: options.nativeBinding });
  const settings = new SettingsRepository(db);
  const catalogue = new CatalogueQueries(db);
  const details = new CardDetails(db);
  const collection = new CollectionRepository(db);
  const imageCache = new ImageCache(dataPaths(options.dataDir).imageCache);
  const jobs = new JobRunner();

  // Rebuilt after a card import here or a commit by another process (data_version).
  const nameIndex = new ReloadingCache(db, (): NameIndex => {
    const rows = db.prepare('SELECT id, set_id AS "set", type, alignment FROM cards').all() as {
      id: string;
      set: string;
      type: string;
      alignment: string;
    }[];
    const names = new Map<string, Localized>();
    for (const t of db.prepare('SELECT card_id, lang, name FROM card_texts WHERE name IS NOT NULL').all() as {
      card_id: string;
      lang: keyof Localized;
      name: string;
    }[]) {
      const entry = names.get(t.card_id) ?? {};
      entry[t.lang] = t.name;
      names.set(t.card_id, entry);
    }
    return createNameIndex(rows.map((r) => ({ ...r, names: names.get(r.id) ?? {} })));
  });
  const getNameIndex = () => nameIndex.get();
  const cardImport = new CardImportService(db, settings, () => {
    catalogue.invalidate();
    nameIndex.invalidate();
    ardaSets.invalidate();
    sleeves.invalidate();
    wantTrade.invalidate();
  });
  /** A deck list adds to what is owned; the sum must stay within the cap. */
  const refuseOwnedPastCap = (fileName: string, lines: readonly ResolvedLine[]) => {
    const sums = new Map<string, number>();
    for (const line of lines) {
      const sum = (sums.get(line.cardId) ?? collection.entry(line.cardId).count) + line.count;
      if (sum > LIMITS.collectionCopiesPerCard) {
        throw new ApiError('BAD_FILE', `${fileName}: line ${line.line}: you would own ${sum} copies of ${line.name}, more than ${LIMITS.collectionCopiesPerCard}, the limit for one card in the collection. Nothing was imported.`);
      }
      sums.set(line.cardId, sum);
    }
  };
  const cardById = (id: string) =>
    (db.prepare('SELECT id, name_en AS name, set_id AS "set" FROM cards WHERE id = ? COLLATE NOCASE').get(id) as { id: string; name: string; set: string } | undefined) ??
    null;

  const resolveCard = (nameOrId: string): { ok: true; card: CardRef } | { ok: false; reason: string } => {
    const byId = cardById(nameOrId.trim());
    if (byId) return { ok: true, card: byId };
    if (catalogue.cardCount() === 0) return { ok: false, reason: 'no card data yet: run "cards import <file|url>" first' };
    const resolved = resolveCardName(getNameIndex(), { name: nameOrId });
    if (!resolved.ok) return resolved;
    const card = cardById(resolved.cardId);
    return card ? { ok: true, card } : { ok: false, reason: `no card with id "${resolved.cardId}"` };
  };

  const requireCards = () => {
    if (catalogue.cardCount() === 0) {
      throw new ApiError('NO_CARD_DATA', 'No card data yet: import or download the card database first (Settings).');
    }
  };
  const sleeves = createSleeveServices({ db, requireCards, jobs });
  const ardaSets = createArdaSetServices({ db, nameIndex: getNameIndex, requireCards, sleeves });
  const games = createGameServices({ db, requireCards });
  const wantTrade = createWantTradeServices({ db, requireCards });
  const paste = createPasteServices({ db, catalogue, nameIndex: getNameIndex, requireCards });
  const changeResult = (entries: CollectionChangeResult['entries']): CollectionChangeResult => ({
    entries,
    history: collection.history(),
  });

  // SQLite's busy and read-only failures reach every caller as BUSY / READ_ONLY naming the file.
  const handlers: ApiHandlers = withDatabaseErrors(db, {
    'app.info': () => ({
      version: options.version ?? '0.1.0',
      runtime: options.runtime,
      databasePath: options.databasePath,
      cardCount: catalogue.cardCount(),
      setCount: catalogue.setCount(),
      cardSource: settings.getMeta('cardSource'),
      cardsImportedAt: settings.getMeta('cardsImportedAt'),
    }),
    'settings.get': () => settings.get(),
    'settings.update': (patch) => settings.update(patch),

    'cards.importContent': ({ fileName, content }) => ({
      jobId: jobs.start('cards-import', (context) => cardImport.importText(fileName, content, context.progress)),
    }),
    'cards.download': ({ url }) => {
      const address = url ?? settings.get().cardDatabaseUrl;
      return { jobId: jobs.start('cards-import', (context) => cardImport.importUrl(address, context.progress, context.signal)) };
    },
    'jobs.get': ({ jobId }) => jobs.get(jobId),
    'jobs.cancel': ({ jobId }) => jobs.cancel(jobId),

    'cards.search': (input) => catalogue.search(input),
    'cards.facets': ({ lang }) => catalogue.facets(lang),
    'cards.byIds': ({ ids, lang }) => ({ rows: catalogue.byIds(ids, lang) }),
    'cards.get': ({ id, lang }) => {
      const card = details.get(id, lang);
      if (!card) throw new ApiError('NOT_FOUND', `No card with id "${id}" in the catalogue.`);
      return card;
    },
    'cards.image': async ({ id, lang, cachedOnly }) => {
      if (!cardById(id)) throw new ApiError('NOT_FOUND', `No card with id "${id}" in the catalogue.`);
      const source = details.imageSource(id, lang);
      if (!source) return { status: 'unavailable', key: null, reason: 'The card database names no image for this card.' };
      const image = await imageCache.get(source.url, settings.get().downloadImages && !cachedOnly);
      // Asked for the cache only: "not cached" is the answer, whatever the download setting.
      return cachedOnly && image.status === 'unavailable' ? { ...image, reason: 'The image is not in the image cache yet.' } : image;
    },

    'collection.change': ({ label, changes }) => changeResult(collection.change(label, changes)),
    'collection.undo': () => changeResult(collection.undo()),
    'collection.redo': () => changeResult(collection.redo()),
    'collection.history': () => collection.history(),
    'collection.stats': () => collection.stats(settings.get().language),
    'collection.exportCsv': () => {
      const rows = collection.exportRows();
      const date = new Date().toISOString().slice(0, 10);
      return { fileName: `arda-collection-${date}.csv`, csv: collectionToCsv(rows), cards: rows.length };
    },
    'collection.previewImport': ({ fileName, content }) => {
      requireCards();
      return previewCollectionFile(fileName, content, getNameIndex(), cardById);
    },
    'collection.import': ({ fileName, content, skipUnresolved }) => {
      requireCards();
      const preview = previewCollectionFile(fileName, content, getNameIndex(), cardById);
      if (preview.unresolved.length > 0 && !skipUnresolved) {
        const first = preview.unresolved[0]!;
        throw new ApiError(
          'UNRESOLVED_LINES',
          `${fileName}: ${preview.unresolved.length} line(s) could not be matched to a card (first: line ${first.line}, ${first.reason}). Nothing was imported; fix the lines or confirm to skip them.`,
          { unresolved: preview.unresolved },
        );
      }
      if (preview.format === 'meccg') refuseOwnedPastCap(fileName, preview.resolved);
      // CSV is a snapshot (sets counts, notes, places: re-importing an export changes nothing);
      // a deck list adds its copies to what is owned.
      const changes = preview.resolved.map((line) =>
        preview.format === 'csv'
          ? { cardId: line.cardId, count: line.count, note: line.note ?? '', storage: line.storage ?? '', lots: line.lots }
          : { cardId: line.cardId, delta: line.count },
      );
      if (changes.length > 0) collection.change(`Import ${fileName}`, changes);
      return {
        fileName,
        format: preview.format,
        cards: new Set(preview.resolved.map((r) => r.cardId)).size,
        copies: preview.copies,
        skipped: preview.unresolved,
        merged: preview.merged,
        history: collection.history(),
      };
    },
    ...createLotHandlers({ db, collection }),
    ...ardaSets.handlers,
    ...sleeves.handlers,
    ...games.handlers,
    ...createCompareServices({ db, requireCards }),
    ...wantTrade.handlers,
    ...paste.handlers,
  });

  return {
    handlers,
    db,
    imageCache,
    jobs,
    importCardFile: (path, onProgress) => cardImport.importFile(path, onProgress),
    importCardUrl: (url, onProgress) => cardImport.importUrl(url, onProgress),
    resolveCard,
    findCards: (nameOrId) => {
      const result = resolveCard(nameOrId);
      return result.ok ? [result.card] : [];
    },
    close: () => {
      jobs.cancelAll();
      db.close();
    },
  };
}
