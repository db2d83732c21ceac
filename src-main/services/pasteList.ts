/**
 * The "Paste a list" handler: the pasted text resolved by listResolve.ts against the
 * catalogue's name index, with the rows of every card the answer names (its cards,
 * printings to choose from, suggestions) in the asked language. Reads only.
 */
import type { Database } from 'better-sqlite3';
import type { ApiHandlers } from '../../src-shared/api/contract';
import type { pasteMethods } from '../../src-shared/api/contractPaste';
import type { NameIndex } from '../../src-shared/collection/nameIndex';
import type { CatalogueQueries } from '../data/catalogueQueries';
import { resolveList } from './listResolve';

export type PasteHandlers = Pick<ApiHandlers, keyof typeof pasteMethods>;

export interface PasteDeps {
  db: Database;
  catalogue: CatalogueQueries;
  nameIndex(): NameIndex;
  /** Throws NO_CARD_DATA when the catalogue is empty. */
  requireCards(): void;
}

export function createPasteServices({ db, catalogue, nameIndex, requireCards }: PasteDeps): { handlers: PasteHandlers } {
  const setCodes = db.prepare('SELECT id FROM card_sets ORDER BY ord, id').pluck();
  const cardId = db.prepare('SELECT id FROM cards WHERE id = ? COLLATE NOCASE').pluck();
  return {
    handlers: {
      'collection.previewList': ({ text, lang }) => {
        requireCards();
        const resolved = resolveList(text, {
          index: nameIndex(),
          setCodes: setCodes.all() as string[],
          cardId: (id) => (cardId.get(id) as string | undefined) ?? null,
        });
        return { lines: resolved.lines, cards: catalogue.byIds(resolved.cardIds, lang) };
      },
    },
  };
}
