/**
 * Checks of the names a query refers to (in: an Arda set, set: a card set) against what
 * exists, so a misspelt name is named under the search box instead of silently listing
 * nothing. Pure: the caller supplies the names it knows.
 */
import { closest } from 'fastest-levenshtein';
import { foldText } from '../text/fold';
import type { ParsedQuery, QueryError } from './querySyntax';

/** "Binder 2", "binder-2" and "BINDER_2" are one name: folded, non-letters made single dashes. */
export function slug(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

export interface KnownNames {
  /** The Arda sets' names (null: not known yet, nothing is checked). */
  ardaSets: readonly string[] | null;
  /** The card sets: code and name (null: not known yet). */
  cardSets: readonly { code: string; name: string }[] | null;
}

function suggest(wanted: string, names: readonly string[]): string {
  if (names.length === 0) return '';
  const best = closest(wanted, names as string[]);
  return `: did you mean "${best}"?`;
}

/** One problem per in: or set: value that names nothing known. */
export function unknownNames(query: Pick<ParsedQuery, 'filters'>, known: KnownNames): QueryError[] {
  const problems: QueryError[] = [];
  for (const filter of query.filters) {
    if (filter.kind !== 'text') continue;
    const wanted = slug(filter.value);
    if (filter.field === 'in' && known.ardaSets) {
      const names = known.ardaSets.map(slug);
      if (!names.includes(wanted)) {
        problems.push({
          token: `in:${filter.value}`,
          message: known.ardaSets.length ? `no Arda set named "${filter.value}"${suggest(wanted, names)}` : `no Arda set named "${filter.value}": you have no Arda sets yet`,
        });
      }
    }
    if (filter.field === 'set' && known.cardSets) {
      const matches = known.cardSets.some((s) => slug(s.code) === wanted || slug(s.name) === wanted);
      if (!matches) problems.push({ token: `set:${filter.value}`, message: `no card set "${filter.value}": use ${known.cardSets.map((s) => s.code.toLowerCase()).join(', ')}` });
    }
  }
  return problems;
}
