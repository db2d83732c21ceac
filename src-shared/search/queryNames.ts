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


/** One problem per in: or set: value that names nothing known. */
export function unknownNames(query: Pick<ParsedQuery, 'filters'>, known: KnownNames): QueryError[] {
  const problems: QueryError[] = [];
  for (const filter of query.filters) {
    if (filter.kind !== 'text') continue;
    const wanted = slug(filter.value);
    if (filter.field === 'in' && known.ardaSets) {
      const names = known.ardaSets.map(slug);
      if (!names.includes(wanted)) {
        const token = `in:${filter.value}`;
        const value = filter.value;
        if (names.length === 0) problems.push({ token, message: `no Arda set named "${value}": you have no Arda sets yet`, code: 'NO_ARDA_SETS', params: { value } });
        else {
          const suggestion = closest(wanted, names);
          problems.push({ token, message: `no Arda set named "${value}": did you mean "${suggestion}"?`, code: 'UNKNOWN_ARDA_SET', params: { value, suggestion } });
        }
      }
    }
    if (filter.field === 'set' && known.cardSets) {
      const matches = known.cardSets.some((s) => slug(s.code) === wanted || slug(s.name) === wanted);
      if (!matches) {
        const codes = known.cardSets.map((s) => s.code.toLowerCase());
        problems.push({ token: `set:${filter.value}`, message: `no card set "${filter.value}": use ${codes.join(', ')}`, code: 'UNKNOWN_CARD_SET', params: { value: filter.value, codes } });
      }
    }
  }
  return problems;
}
