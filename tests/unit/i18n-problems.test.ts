/**
 * Problems the shared core reports by code (search syntax, search names, card names in imports and pastes), worded
 * by the renderer's problemText: in English exactly the core's own message, for every code and optional part, so the
 * two never drift; every UI language has every code; an unknown code shows the English text.
 */
import fc from 'fast-check';
import { createI18n } from 'vue-i18n';
import { describe, expect, it } from 'vitest';
import { unresolvedLineSchema } from '../../src-shared/api/schemas';
import { unplaceableLineSchema } from '../../src-shared/api/schemasArda';
import { pasteLineSchema } from '../../src-shared/api/schemasPaste';
import { createNameIndex, NAME_PROBLEM_CODES, resolveCardName, unknownCardId, type NameProblem } from '../../src-shared/collection/nameIndex';
import { unknownNames, type KnownNames } from '../../src-shared/search/queryNames';
import { parseQuery, QUERY_PROBLEM_CODES, TEXT_FIELDS, type QueryError } from '../../src-shared/search/querySyntax';
import { MESSAGES } from '../../src-renderer/src/i18n/messages';
import { problemText } from '../../src-renderer/src/i18n/problemText';
import type { Translate } from '../../src-renderer/src/i18n/translate';

const LOCALES = ['en', 'es', 'fr', 'de'] as const;
const CODES = [...QUERY_PROBLEM_CODES, ...NAME_PROBLEM_CODES];

function translator(locale: (typeof LOCALES)[number]): Translate {
  const i18n = createI18n({ legacy: false, locale, messages: MESSAGES, missingWarn: false, fallbackWarn: false });
  return i18n.global.t as unknown as Translate;
}

const known: KnownNames = { ardaSets: ['Thursday Group', 'Dark Arda 2024'], cardSets: [{ code: 'TW', name: 'The Wizards' }, { code: 'TD', name: 'The Dragons' }] };

/** Every search problem of some queries: each code, and each field's "needs a value" example. */
function queryProblems(): QueryError[] {
  const queries = ['is:rare', 'mp>=two', 'mind<', 'cp:x', 'race>dwarf', 'note<x', 'tpye:hazard', 'rcae:dwarf', 'colour:red', 's:', 'in:thursday-grup set:tx', ...TEXT_FIELDS.map((f) => `${f}:`)];
  const found = queries.flatMap((q) => {
    const parsed = parseQuery(q);
    return [...parsed.errors, ...unknownNames(parsed, known)];
  });
  return [...found, ...unknownNames(parseQuery('in:x'), { ardaSets: [], cardSets: null })];
}

const small = createNameIndex([
  { id: 'X-1', set: 'X', type: 'Site', alignment: 'Hero', names: { en: 'Moria' } },
  { id: 'Y-1', set: 'Y', type: 'Site', alignment: 'Minion', names: { en: 'Moria' } },
  { id: 'X-2', set: 'X', type: 'Hazard', alignment: 'Neutral', names: { en: 'Twilight' } },
  { id: 'Y-2', set: 'Y', type: 'Hazard', alignment: 'Neutral', names: { en: 'Twilight' } },
  { id: 'X-3', set: 'X', type: 'Character', alignment: 'Hero', names: { en: 'Gandalf', es: 'Gandalf el Gris' } },
]);

/** Every failed resolution of some names with and without a set and a tag, and an unknown card id. */
function nameProblems(): NameProblem[] {
  const out: NameProblem[] = [unknownCardId('ZZ-999')];
  for (const name of ['Moria', 'Morai', 'Twilight', 'Gandlaf', 'Xyzzy Plugh', 'Moria [m] (x)'])
    for (const setCode of [null, 'X', 'Z'])
      for (const tag of [null, 'H', 'M'] as const) {
        const result = resolveCardName(small, { name, setCode, tag });
        if (!result.ok) out.push(result);
      }
  return out;
}

const all = () => [...queryProblems().map((p) => ({ ...p, text: p.message })), ...nameProblems().map((p) => ({ ...p, text: p.reason }))];

describe('problemText in English reads exactly like the core', () => {
  const t = translator('en');

  it('for every code and every optional part the examples produce', () => {
    const problems = all();
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(CODES));
    for (const p of problems) expect(problemText(t, p, 'fallback'), p.text).toBe(p.text);
    // Each optional part of a message shows in at least one example.
    const params = new Set(problems.flatMap((p) => Object.keys(p.params).map((k) => `${p.code}.${k}`)));
    for (const code of CODES) {
      const entry: unknown = MESSAGES.en.problems[code];
      if (typeof entry === 'object' && entry) for (const part of Object.keys(entry).filter((k) => k !== 'text')) expect(params, `${code}.${part}`).toContain(`${code}.${part}`);
    }
  });

  it('for whatever the search syntax makes of arbitrary field tokens', () => {
    const token = fc.tuple(
      fc.constantFrom('-', ''),
      fc.constantFrom('is', 'mp', 'mind', 'cp', 'type', 't', 'in', 'place', 'tpye', 'colour', 'xx', 'prowes', 'storage'),
      fc.constantFrom(':', '=', '<', '>', '<=', '>='),
      fc.string({ maxLength: 6, unit: fc.constantFrom('a', '2', ' ', '"', '>', '=', 'é', ':') }),
    );
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 4 }), (tokens) => {
        const parsed = parseQuery(tokens.map((parts) => parts.join('')).join(' '));
        for (const e of [...parsed.errors, ...unknownNames(parsed, known)]) expect(problemText(t, e, 'fallback')).toBe(e.message);
      }),
      { numRuns: 500 },
    );
  });
});

describe('every UI language words every code', () => {
  it.each(LOCALES)('%s has a message of the English shape for each code, and no other', (locale) => {
    const messages: Record<string, unknown> = MESSAGES[locale].problems;
    for (const code of CODES) {
      const english: unknown = MESSAGES.en.problems[code];
      const entry = messages[code];
      if (entry === undefined) expect.fail(`${locale}: no message for ${code}`);
      if (typeof english === 'string') expect(typeof entry, `${locale} ${code}`).toBe('string');
      else expect(Object.keys(entry as object).sort(), `${locale} ${code}`).toEqual(Object.keys(english as object).sort());
    }
    expect(Object.keys(messages).sort()).toEqual([...CODES].sort());
  });

  it.each(['es', 'fr', 'de'] as const)('%s: every example is worded, keeps its card names, and is not the English', (locale) => {
    const t = translator(locale);
    for (const p of all()) {
      const text = problemText(t, p, 'fallback');
      expect(text, p.text).not.toBe(p.text);
      expect(text).not.toBe('fallback');
      expect(text).not.toMatch(/\{\w+\}|problems\./);
      for (const value of Object.values(p.params)) for (const v of [value].flat()) expect(text, `${p.code} ${p.text}`).toContain(String(v));
    }
  });

  it('German and French quote with their own marks', () => {
    const problem = resolveCardName(small, { name: 'Xyzzy Plugh' }) as NameProblem;
    expect(problemText(translator('de'), problem, '')).toBe('keine Karte namens „Xyzzy Plugh“');
    expect(problemText(translator('fr'), problem, '')).toBe('aucune carte ne s’appelle « Xyzzy Plugh »');
    expect(problemText(translator('es'), parseQuery('tpye:x').errors[0]!, '')).toBe('campo desconocido «tpye»: ¿quisiste decir «type»?');
  });
});

describe('what problemText cannot word shows the English text', () => {
  const t = translator('es');
  it('an unknown code, a missing code or params, or params the message does not fit', () => {
    expect(problemText(t, { code: 'SOMETHING_NEW', params: {} }, 'as sent')).toBe('as sent');
    expect(problemText(t, {}, 'as sent')).toBe('as sent');
    expect(problemText(t, { code: 'NAME_NOT_FOUND' }, 'as sent')).toBe('as sent');
    expect(problemText(t, { code: 'NAME_AMBIGUOUS', params: { name: 'Moria' } }, 'as sent')).toBe('as sent');
    expect(problemText(t, { code: 'toString', params: {} }, 'as sent')).toBe('as sent');
  });
});

describe('the API schemas carry code and params, and still take lines without them', () => {
  it('unresolved import lines, pasted lines and unplaceable set-import lines', () => {
    const problem = resolveCardName(small, { name: 'Moria', setCode: 'Z' }) as NameProblem;
    const coded = { code: problem.code, params: problem.params };
    const unresolved = { line: 3, text: 'Moria (Z)', reason: problem.reason };
    expect(unresolvedLineSchema.parse(unresolved)).toEqual(unresolved);
    expect(unresolvedLineSchema.parse({ ...unresolved, ...coded })).toEqual({ ...unresolved, ...coded });
    const pasted = { lineNo: 1, text: 'Moria (Z)', count: 1, countClamped: false, status: 'unresolved', cardId: null, candidates: [], suggestions: [], reason: problem.reason };
    expect(pasteLineSchema.parse(pasted)).toEqual(pasted);
    expect(pasteLineSchema.parse({ ...pasted, ...coded })).toMatchObject(coded);
    const unplaceable = { ...unresolved, copies: 1, cardId: null };
    expect(unplaceableLineSchema.parse(unplaceable)).toEqual(unplaceable);
    expect(unplaceableLineSchema.parse({ ...unplaceable, ...coded })).toMatchObject(coded);
    expect(() => unresolvedLineSchema.parse({ ...unresolved, params: { cards: [{ id: 'X-1' }] } })).toThrow();
  });
});
