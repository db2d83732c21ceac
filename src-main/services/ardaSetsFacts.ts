/**
 * The Arda rules' view of the catalogue: ArdaCardFacts for every card, built from the
 * database and kept until the catalogue changes: a card import here calls invalidate(),
 * a commit by another process (the CLI, the app) is seen through PRAGMA data_version.
 */
import type { Database } from 'better-sqlite3';
import { cardFactsMap, type ArdaCardFacts } from '../../src-shared/arda/model';
import { loadCardRecords } from '../data/cardRows';
import { ReloadingCache } from '../data/dataVersion';

export class ArdaFactsCache {
  private readonly facts: ReloadingCache<Map<string, ArdaCardFacts>>;

  constructor(db: Database) {
    // The table's stored order, as the facts have always been listed in.
    this.facts = new ReloadingCache(db, () => cardFactsMap(loadCardRecords(db, { orderById: false })));
  }

  get(): Map<string, ArdaCardFacts> {
    return this.facts.get();
  }

  invalidate(): void {
    this.facts.invalidate();
  }
}
