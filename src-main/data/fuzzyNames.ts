/**
 * Typo tolerance for card names: "gandlf" finds Gandalf. Every word of every card name (all
 * languages, folded) is indexed once per catalogue; a query word matches a name word that
 * starts with it or lies within a small edit distance, scaled by the word's length.
 */
import type { Database, Statement } from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import { tokenize } from '../../src-shared/text/fold';

/** Edits allowed for a query word: none under 4 letters (too many near misses), then 1, then 2 from 7 letters ("aragron"). */
export function allowedEdits(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

interface NameWords {
  fingerprint: string;
  /** Each folded name word and the cards whose names contain it. */
  words: Map<string, string[]>;
}

export class FuzzyNames {
  private cached: NameWords | null = null;
  private readonly fingerprintStatement: Statement;
  private readonly namesStatement: Statement;

  constructor(db: Database) {
    // Count and total name length change with any import that changes names: a cheap staleness check.
    this.fingerprintStatement = db.prepare("SELECT COUNT(*) || ':' || total(length(names)) FROM cards").pluck();
    this.namesStatement = db.prepare('SELECT id, names FROM cards');
  }

  private index(): Map<string, string[]> {
    const fingerprint = this.fingerprintStatement.get() as string;
    if (this.cached?.fingerprint === fingerprint) return this.cached.words;
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
    const frozen = new Map([...words].map(([word, ids]) => [word, [...ids]]));
    this.cached = { fingerprint, words: frozen };
    return frozen;
  }

  /**
   * Cards whose names hold, for every query word, a word that starts with it or is within
   * its allowed edits; each with the total edits it took (lower is closer).
   */
  match(queryWords: readonly string[]): Map<string, number> {
    if (queryWords.length === 0) return new Map();
    const index = this.index();
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
