/**
 * The search syntax parser (src-shared/search/querySyntax.ts): the forms the ? overlay and
 * the README document, errors that name the token and the fix, and properties over
 * arbitrary input (never throws; a rendered query reads back to the same query).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARISONS,
  FLAGS,
  NUMBER_FIELDS,
  QUERY_PROBLEM_CODES,
  TEXT_FIELDS,
  parseQuery,
  renderQuery,
  type ParsedQuery,
  type QueryFilter,
  type QueryTerm,
} from '../../src-shared/search/querySyntax';

const ast = (q: ParsedQuery) => ({ terms: q.terms, filters: q.filters });

describe('documented forms', () => {
  it('reads fields, short names, comparisons, flags, phrases, negation and plain words together', () => {
    const q = parseQuery('gandalf t:ally type:hazard set:td mp>=2 mind<=3 race:dwarf skill:sage unique -owned "one ring" -type:site -"the dragon" place:binder-2 in:thursday-group');
    expect(q.errors).toEqual([]);
    expect(q.terms).toEqual([
      { kind: 'word', text: 'gandalf', negated: false },
      { kind: 'phrase', text: 'one ring', negated: false },
      { kind: 'phrase', text: 'the dragon', negated: true },
    ]);
    expect(q.filters).toEqual([
      { kind: 'text', field: 'type', value: 'ally', negated: false },
      { kind: 'text', field: 'type', value: 'hazard', negated: false },
      { kind: 'text', field: 'set', value: 'td', negated: false },
      { kind: 'number', field: 'mp', op: '>=', value: 2, negated: false },
      { kind: 'number', field: 'mind', op: '<=', value: 3, negated: false },
      { kind: 'text', field: 'race', value: 'dwarf', negated: false },
      { kind: 'text', field: 'skill', value: 'sage', negated: false },
      { kind: 'flag', flag: 'unique', negated: false },
      { kind: 'flag', flag: 'owned', negated: true },
      { kind: 'text', field: 'type', value: 'site', negated: true },
      { kind: 'text', field: 'place', value: 'binder-2', negated: false },
      { kind: 'text', field: 'in', value: 'thursday-group', negated: false },
    ]);
  });

  it('reads every comparison, the colon forms of numbers, and quoted values', () => {
    const ops = ['mp=1', 'mp<1', 'mp<=1', 'mp>1', 'mp>=1', 'mp:1', 'mp:>=1', 'prowess>+2', 'body<-1'].map((t) => parseQuery(t).filters[0]);
    expect(ops.map((f) => (f?.kind === 'number' ? `${f.op}${f.value}` : null))).toEqual(['=1', '<1', '<=1', '>1', '>=1', '=1', '>=1', '>2', '<-1']);
    expect(parseQuery('in:"Thursday   group"').filters).toEqual([{ kind: 'text', field: 'in', value: 'Thursday group', negated: false }]);
    expect(parseQuery('is:unique').filters).toEqual(parseQuery('unique').filters);
    // A quoted flag name is text to look for, not the flag.
    expect(parseQuery('"unique"').terms).toEqual([{ kind: 'phrase', text: 'unique', negated: false }]);
  });

  it('keeps searching while a quote is still open (typing in progress)', () => {
    expect(parseQuery('"one ri')).toEqual({ terms: [{ kind: 'phrase', text: 'one ri', negated: false }], filters: [], errors: [] });
  });
});

describe('errors name the token and the fix', () => {
  it('suggests the field a typo meant', () => {
    expect(parseQuery('tpye:hazard gandalf').errors).toEqual([
      { token: 'tpye:hazard', message: 'unknown field "tpye": did you mean "type"?', code: 'UNKNOWN_FIELD', params: { field: 'tpye', suggestion: 'type' } },
    ]);
    // The rest of the query still searches.
    expect(parseQuery('tpye:hazard gandalf').terms).toHaveLength(1);
    expect(parseQuery('rcae:dwarf').errors[0]?.message).toBe('unknown field "rcae": did you mean "race"?');
  });

  it('lists the fields when nothing is close', () => {
    expect(parseQuery('colour:red').errors[0]?.message).toMatch(/^unknown field "colour": use one of type, set, .*mp, mind/);
    expect(parseQuery('colour:red').errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD', params: { field: 'colour', fields: [...TEXT_FIELDS, ...NUMBER_FIELDS, 'is'] } });
  });

  it('says a number field needs a whole number, and how to write it', () => {
    expect(parseQuery('mp>=two').errors).toEqual([
      { token: 'mp>=two', message: '"mp>=two": mp needs a whole number, e.g. mp>=2', code: 'NEEDS_NUMBER', params: { token: 'mp>=two', field: 'mp', example: 'mp>=2' } },
    ]);
    expect(parseQuery('mind<').errors[0]?.message).toBe('"mind<": mind needs a whole number, e.g. mind<2');
  });

  it('says a text field needs a value and takes no comparison', () => {
    expect(parseQuery('type:').errors[0]?.message).toBe('"type:": type: needs a value, e.g. type:hazard');
    expect(parseQuery('race>dwarf').errors[0]?.message).toBe('"race>dwarf": race compares text, write race:value');
    expect(parseQuery('is:rare').errors[0]?.message).toBe('"is:rare": is: takes unique, owned, missing, free');
    // The code and params beside each message, for the UI to word in its language.
    expect(['type:', 'race>dwarf', 'is:rare'].map((q) => parseQuery(q).errors[0])).toMatchObject([
      { code: 'NEEDS_VALUE', params: { token: 'type:', field: 'type', example: 'type:hazard' } },
      { code: 'TEXT_COMPARISON', params: { token: 'race>dwarf', field: 'race' } },
      { code: 'UNKNOWN_FLAG', params: { token: 'is:rare', flags: [...FLAGS] } },
    ]);
  });
});

// ---- properties ----------------------------------------------------------------------

/** Text the syntax can carry: no quote marks, not blank, single spaces. */
const plainValue = fc
  .string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('a', 'B', 'z', 'é', '2', '-', ':', '>', ' ', '_', '%', '\\', 'ñ', "'") })
  .map((s) => s.replace(/\s+/g, ' ').trim())
  .filter((s) => s !== '');

const termArb: fc.Arbitrary<QueryTerm> = fc.oneof(
  fc.record({ kind: fc.constant('phrase' as const), text: plainValue, negated: fc.boolean() }),
  // A word: no spaces, not a field expression, not a flag name, not starting with "-" or a quote.
  fc
    .record({ kind: fc.constant('word' as const), text: plainValue.filter((s) => /^[^\s-][^\s]*$/.test(s)), negated: fc.boolean() })
    .filter((t) => !/^[a-z]+(>=|<=|:|=|<|>)/i.test(t.text) && !(FLAGS as readonly string[]).includes(t.text.toLowerCase())),
);

const filterArb: fc.Arbitrary<QueryFilter> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), field: fc.constantFrom(...TEXT_FIELDS), value: plainValue, negated: fc.boolean() }),
  fc.record({
    kind: fc.constant('number' as const),
    field: fc.constantFrom(...NUMBER_FIELDS),
    op: fc.constantFrom(...COMPARISONS),
    value: fc.integer({ min: -99, max: 999 }),
    negated: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('flag' as const), flag: fc.constantFrom(...FLAGS), negated: fc.boolean() }),
);

/** Input mixing syntax pieces with arbitrary characters. */
const noisyInput = fc
  .array(fc.oneof(fc.string(), fc.constantFrom('"', '-', ':', '>=', 'mp', 'type:', 'in:"', ' ', 'is:', '\\', '%', '\u0000', '\uffff', '😀')), { maxLength: 20 })
  .map((parts) => parts.join(''));

describe('properties', () => {
  it('never throws, on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 100 }), noisyInput), (input) => {
        const q = parseQuery(input);
        for (const e of q.errors) {
          expect(e.message.length).toBeGreaterThan(0);
          expect(QUERY_PROBLEM_CODES).toContain(e.code);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a rendered query parses back to the same query', () => {
    fc.assert(
      fc.property(fc.array(termArb, { maxLength: 5 }), fc.array(filterArb, { maxLength: 5 }), (terms, filters) => {
        const parsed = parseQuery(renderQuery({ terms, filters }));
        expect(parsed.errors).toEqual([]);
        expect(ast(parsed)).toEqual({ terms, filters });
      }),
      { numRuns: 1000 },
    );
  });

  it('whatever was typed, rendering what was understood reads back the same', () => {
    fc.assert(
      fc.property(noisyInput, (input) => {
        const once = parseQuery(input);
        expect(ast(parseQuery(renderQuery(once)))).toEqual(ast(once));
      }),
      { numRuns: 2000 },
    );
  });
});
