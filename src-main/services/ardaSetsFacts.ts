/**
 * The Arda rules' view of the catalogue: ArdaCardFacts for every card, built once from the
 * database and kept until the catalogue changes (a card import calls invalidate()).
 */
import type { Database } from 'better-sqlite3';
import { cardFactsMap, type ArdaCardFacts } from '../../src-shared/arda/model';
import { loadCardRecords } from '../data/cardRows';

export class ArdaFactsCache {
  private facts: Map<string, ArdaCardFacts> | null = null;

  constructor(private readonly db: Database) {}

  get(): Map<string, ArdaCardFacts> {
    // The table's stored order, as the facts have always been listed in.
    this.facts ??= cardFactsMap(loadCardRecords(this.db, { orderById: false }));
    return this.facts;
  }

  invalidate(): void {
    this.facts = null;
  }
}
