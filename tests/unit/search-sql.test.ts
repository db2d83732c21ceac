/**
 * The SQL conditions built from a search query (src-main/data/querySql.ts): whatever the user
 * types travels as bound parameters, never as SQL text, and the helpers the SQL calls
 * (places, figures) read values the way the README says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureNumber, queryConditions, slug, type Params } from '../../src-main/data/querySql';
import { FLAGS, NUMBER_FIELDS, TEXT_FIELDS, parseQuery } from '../../src-shared/search/querySyntax';

/** A marker no SQL fragment contains: if it shows in the SQL text, input leaked into it. */
const MARK = 'zqxj';

const hostile = fc.string({ unit: fc.constantFrom("'", '"', '%', '_', '\\', ';', '-', '(', ')', '*', ' ', 'é', '😀', '\u0000', 'a', '1'), maxLength: 12 });
const token = fc.oneof(
  fc.tuple(fc.constantFrom(...TEXT_FIELDS, 't', 's', 'r'), hostile).map(([f, v]) => `${f}:${MARK}${v}`),
  fc.tuple(fc.constantFrom(...TEXT_FIELDS), hostile).map(([f, v]) => `-${f}:"${MARK}${v}"`),
  fc.tuple(fc.constantFrom(...NUMBER_FIELDS), fc.constantFrom('=', '<', '>=', ':'), fc.integer({ min: -999, max: 999 })).map(([f, op, n]) => `${f}${op}${n}`),
  hostile.map((v) => `"${MARK}${v}"`),
  hostile.map((v) => `-${MARK}${v.replace(/\s/g, '')}`),
  fc.constantFrom(...FLAGS, ...FLAGS.map((f) => `-${f}`)),
);

describe('conditions', () => {
  it('never carry the typed text: every value is a parameter', () => {
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 8 }), (tokens) => {
        const params: Params = {};
        const sql = queryConditions(parseQuery(tokens.join(' ')), params).join(' AND ');
        expect(sql.toLowerCase()).not.toContain(MARK);
        // Parameter names are generated, never typed.
        for (const name of sql.match(/@\w+/g) ?? []) expect(name).toMatch(/^@(q|t)\d+$|^@lang$/);
        for (const name of Object.keys(params)) expect(name).toMatch(/^(q|t)\d+$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('a negated filter is the NULL-safe complement of the filter', () => {
    const [yes] = queryConditions(parseQuery('mind<=3'), {});
    const [no] = queryConditions(parseQuery('-mind<=3'), {});
    expect(yes).toBe('COALESCE((c.mind <= @q0), 0)');
    expect(no).toBe('NOT COALESCE((c.mind <= @q0), 0)');
  });
});

describe('helpers', () => {
  it('places compare by slug: case, accents and punctuation do not matter', () => {
    expect(slug('Binder 2')).toBe('binder-2');
    expect(slug('  BINDER__2 ')).toBe('binder-2');
    expect(slug('Tiroir à cartes')).toBe('tiroir-a-cartes');
    expect(slug('%_\\')).toBe('');
  });

  it('figures read their first signed number', () => {
    expect(figureNumber('+2(5)')).toBe(2);
    expect(figureNumber('(+1) (+5)')).toBe(1);
    expect(figureNumber('-2')).toBe(-2);
    expect(figureNumber('*')).toBeNull();
    expect(figureNumber(null)).toBeNull();
  });
});
