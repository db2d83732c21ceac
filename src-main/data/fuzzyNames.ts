/**
 * Typo tolerance for card names: "gandlf" finds Gandalf. Every word of every card name (all
 * languages, folded) is indexed once per catalogue; a query word matches a name word that
 * starts with it or lies within a small edit distance, scaled by the word's length.
 */
import type { Database, Statement } from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import { tokenize } from '../../src-shared/text/fold';
import { ReloadingCache } from './dataVersion';

/** Edits allowed for a query word: none under 4 letters (too many near misses), then 1, then 2 from 7 letters ("aragron"). */
export function allowedEdits(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

export class FuzzyNames {
  /**
   * Each folded name word and the cards whose names contain it. Rebuilt after this process
   * imports cards (invalidate) or another one commits (data_version): a renamed card may
   * keep the catalogue's card count and name lengths, so nothing cheaper tells the change.
   */
  private readonly words: ReloadingCache<Map<string, string[]>>;
  private readonly namesStatement: Statement;

  constructor(db: Database) {
    this.namesStatement = db.prepare('SELECT id, names FROM cards');
    this.words = new ReloadingCache(db, () => this.load());
  }

  invalidate(): void {
    this.words.invalidate();
  }

  private load(): Map<string, string[]> {
    const words = new Map<string, Set<string>>();
    for (const row of this.namesStatement.all() as { id: string; names: string }[]) {
      for (const name of Object.values(JSON.parse(row.names) as Record<string, string>)) {
        for (const word of tokenize(name)) {
          let ids = words.get(word);
          if (!ids) words.set(word, (ids = new Set()));
          ids.add(row.id);
        }
      }
    }
    return new Map([...words].map(([word, ids]) => [word, [...ids]]));
  }

  /**
   * Cards whose names hold, for every query word, a word that starts with it or is within
   * its allowed edits; each with the total edits it took (lower is closer).
   */
  match(queryWords: readonly string[]): Map<string, number> {
    if (queryWords.length === 0) return new Map();
    const index = this.words.get();
    let result: Map<string, number> | undefined;
    for (const queryWord of queryWords) {
      const edits = allowedEdits(queryWord);
      const found = new Map<string, number>();
      for (const [word, ids] of index) {
        let cost: number;
        if (word.startsWith(queryWord)) cost = 0;
        else if (edits === 0 || Math.abs(word.length - queryWord.length) > edits) continue;
        else {
          cost = distance(queryWord, word);
          if (cost > edits) continue;
        }
        for (const id of ids) found.set(id, Math.min(found.get(id) ?? Infinity, cost));
      }
      result = result === undefined ? found : intersect(result, found);
      if (result.size === 0) break;
    }
    return result ?? new Map();
  }
}

/** The cards in both, with their edits added. */
function intersect(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, cost] of b) {
    const before = a.get(id);
    if (before !== undefined) out.set(id, before + cost);
  }
  return out;
}
