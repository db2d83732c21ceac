/**
 * Comparing Arda sets (two sets, or a set and its last export) and dealing a sample opening from
 * a set with the engine's own setup (src-shared/arda/sampleSetup.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { ApiHandlers } from '../../src-shared/api/contract';
import type { compareMethods } from '../../src-shared/api/contractCompare';
import { ApiError } from '../../src-shared/api/errors';
import type { Language } from '../../src-shared/cards/model';
import { compareDecks, diffAsText } from '../../src-shared/arda/compare';
import { DECK_LABELS } from '../../src-shared/arda/model';
import { dealSampleSetup } from '../../src-shared/arda/sampleSetup';
import { SetupError } from '../../src-shared/engine';
import { ArdaSetExportRepository } from '../data/ardaSetExports';
import { ArdaSetRepository } from '../data/ardaSetRepository';
import { loadCardRecords } from '../data/cardRows';
import { CatalogueQueries } from '../data/catalogueQueries';
import { buildGameSetup, loadSetSources, SetupProblem } from './gameSetup';

export type CompareHandlers = Pick<ApiHandlers, keyof typeof compareMethods>;

export interface CompareDeps {
  db: Database;
  requireCards(): void;
}

export function createCompareServices({ db, requireCards }: CompareDeps): CompareHandlers {
  const sets = new ArdaSetRepository(db);
  const exports = new ArdaSetExportRepository(db);
  const catalogue = new CatalogueQueries(db);
  const rowsOf = (ids: Iterable<string>, lang: Language) => catalogue.byIds([...new Set(ids)].sort(), lang);

  return {
    'sets.compare': ({ setId, otherSetId, lang }) => {
      const after = sets.stored(setId);
      let before: { label: string; setId: number | null; exportedAt: string | null; format: string | null; decks: typeof after.decks };
      if (otherSetId !== undefined) {
        const other = sets.stored(otherSetId);
        before = { label: other.name, setId: other.id, exportedAt: null, format: null, decks: other.decks };
      } else {
        const last = exports.last(setId);
        if (!last) throw new ApiError('NOT_FOUND', `"${after.name}" has not been exported yet: export it (or print it to a file) first, or compare it with another set.`);
        before = { label: `${after.name} as exported`, setId: null, exportedAt: last.exportedAt, format: last.format, decks: last.decks };
      }
      const diff = compareDecks(before.decks, after.decks);
      const ids = [...diff.added, ...diff.removed, ...diff.moved].map((c) => c.cardId);
      const cards = rowsOf(ids, lang);
      const names = new Map(cards.map((r) => [r.id, r.name]));
      const text = `${before.label} → ${after.name}\n` + diffAsText(diff, (id) => names.get(id) ?? id, (d) => DECK_LABELS[d]);
      const { decks: _decks, ...beforeInfo } = before;
      return { before: beforeInfo, after: { label: after.name, setId: after.id }, diff, cards, text };
    },

    'sets.exports': ({ setId }) => {
      sets.stored(setId); // NOT_FOUND for an unknown set
      return { exports: exports.list(setId) };
    },

    'sets.sampleSetup': ({ setId, players, seed, lang }) => {
      requireCards();
      const sources = loadSetSources(db, [setId]);
      const chosenSeed = seed ?? randomBytes(6).toString('hex');
      const seats = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, kind: 'bot' as const }));
      let sample;
      try {
        const setup = buildGameSetup({ sources, records: loadCardRecords(db), seats, seed: chosenSeed });
        sample = dealSampleSetup(setup);
      } catch (error) {
        if (error instanceof SetupProblem || error instanceof SetupError) {
          throw new ApiError('SETUP_REFUSED', `No sample setup can be dealt from this set: ${error instanceof SetupProblem ? error.reason : error.message}.`);
        }
        throw error;
      }
      const ids = [
        ...sample.seats.flatMap((p) => [...(p.avatar ? [p.avatar] : []), ...p.dealt, ...p.hand, ...p.mpHand, ...p.companies.flatMap((c) => [c.site, ...c.characters.flatMap((ch) => [ch.cardId, ...ch.items])])]),
        ...sample.faceUp.flatMap((f) => [...f.character, ...f.minor, ...f.mp]),
      ];
      return { ...sample, cards: rowsOf(ids, lang) };
    },
  };
}
