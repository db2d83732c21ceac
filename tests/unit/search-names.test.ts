/** Names a query refers to (in: an Arda set, set: a card set), checked against those that exist. */
import { describe, expect, it } from 'vitest';
import { slug, unknownNames } from '../../src-shared/search/queryNames';
import { parseQuery } from '../../src-shared/search/querySyntax';

const known = { ardaSets: ['Thursday Group', 'Dark Arda 2024'], cardSets: [{ code: 'TW', name: 'The Wizards' }, { code: 'TD', name: 'The Dragons' }] };
const problems = (query: string) => unknownNames(parseQuery(query), known).map((p) => p.message);

describe('unknown names', () => {
  it('accepts Arda sets and card sets in any case or punctuation', () => {
    expect(problems('in:thursday-group in:"DARK ARDA 2024" set:td set:"the wizards" -in:thursday_group')).toEqual([]);
  });

  it('names a misspelt Arda set and the closest one', () => {
    expect(problems('in:thursday-grup')).toEqual(['no Arda set named "thursday-grup": did you mean "thursday-group"?']);
    expect(unknownNames(parseQuery('in:thursday-grup'), known)[0]).toMatchObject({ code: 'UNKNOWN_ARDA_SET', params: { value: 'thursday-grup', suggestion: 'thursday-group' } });
    expect(unknownNames(parseQuery('in:x'), { ardaSets: [], cardSets: null })[0]).toMatchObject({ code: 'NO_ARDA_SETS', params: { value: 'x' } });
    expect(unknownNames(parseQuery('in:x'), { ardaSets: [], cardSets: null }).map((p) => p.message)).toEqual(['no Arda set named "x": you have no Arda sets yet']);
  });

  it('lists the card set codes for an unknown one', () => {
    expect(problems('set:tx')).toEqual(['no card set "tx": use tw, td']);
    expect(unknownNames(parseQuery('set:tx'), known)[0]).toMatchObject({ code: 'UNKNOWN_CARD_SET', params: { value: 'tx', codes: ['tw', 'td'] } });
  });

  it('checks nothing while the names are unknown', () => {
    expect(unknownNames(parseQuery('in:anything set:zz'), { ardaSets: null, cardSets: null })).toEqual([]);
  });

  it('slugs fold case, accents and punctuation', () => {
    expect(slug('Lórien — Box 2')).toBe('lorien-box-2');
  });
});
