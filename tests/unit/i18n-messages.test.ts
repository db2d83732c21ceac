/**
 * The UI's translations: every language has exactly the English keys, no empty label, and the same placeholders
 * ("{deck}") in each message, so no label falls back to English or shows a raw "{…}".
 */
import { createI18n } from 'vue-i18n';
import { describe, expect, it } from 'vitest';
import { endedText } from '../../src-renderer/src/components/play-hub/gameText';
import { phaseOf } from '../../src-renderer/src/components/play/phase';
import { MESSAGES } from '../../src-renderer/src/i18n/messages';
import type { Translate } from '../../src-renderer/src/i18n/translate';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = leaves(MESSAGES.en as Tree);

describe.each([
  ['es', MESSAGES.es],
  ['fr', MESSAGES.fr],
  ['de', MESSAGES.de],
])('the %s labels', (_name, messages) => {
  const these = leaves(messages as Tree);

  it('have exactly the English keys', () => {
    expect([...these.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('are never empty and keep each placeholder', () => {
    for (const [key, text] of english) {
      const translated = these.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('are translations, not English left in place (names that are the same word in both languages aside)', () => {
    const same = [...english].filter(([key, text]) => these.get(key) === text && text.length > 6).map(([key]) => key);
    // A few words are the same in both languages (Collection, Catalogue in French): at most a tenth of the labels.
    expect(same.length).toBeLessThanOrEqual(Math.ceil(english.size / 10));
  });
});

describe('every label renders through vue-i18n in every UI language', () => {
  // Each placeholder gets a value that names it, so a label that drops one or mangles the syntax shows.
  const values = (text: string) => Object.fromEntries(placeholders(text).map((name) => [name, `<${name}>`]));

  it.each(['en', 'es', 'fr', 'de'] as const)('%s: no message fails to compile or leaves a placeholder unfilled', (locale) => {
    const errors: string[] = [];
    const i18n = createI18n({ legacy: false, locale, messages: MESSAGES, missingWarn: false, fallbackWarn: false, warnHtmlMessage: false });
    const { t } = i18n.global;
    for (const [key, text] of leaves(MESSAGES[locale] as Tree)) {
      const forms = text.split(' | ').length;
      // Plural messages: the singular and the plural form, each with the count filled in.
      for (const count of forms > 1 ? [1, 5] : [undefined]) {
        let out: string;
        try {
          out = count === undefined ? t(key, values(text)) : t(key, values(text), count);
        } catch (e) {
          errors.push(`${key}: ${String(e)}`);
          continue;
        }
        if (out === key || /\{\w+\}/.test(out) || out.includes(' | ')) errors.push(`${key} → ${out}`);
        for (const name of placeholders(text)) if (text.split(' | ').every((f) => f.includes(`{${name}}`)) && !out.includes(`<${name}>`)) errors.push(`${key} lost {${name}}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('plural labels have as many forms in each language as in English', () => {
    const forms = (text: string) => text.split(' | ').length;
    for (const locale of ['es', 'fr', 'de'] as const) {
      const these = leaves(MESSAGES[locale] as Tree);
      for (const [key, text] of english) expect(forms(these.get(key) ?? ''), `${locale} ${key}`).toBe(forms(text));
    }
  });

  it('a plural label picks its form by the count: 1 card, 3 cards; 1 Karte, 3 Karten', () => {
    const i18n = createI18n({ legacy: false, locale: 'en', messages: MESSAGES });
    const { t } = i18n.global;
    expect(t('common.print.card', { n: 1 }, 1)).toBe('1 card');
    expect(t('common.print.card', { n: 3 }, 3)).toBe('3 cards');
    i18n.global.locale.value = 'de';
    expect(t('common.print.card', { n: 1 }, 1)).toBe('1 Karte');
    expect(t('common.print.card', { n: 3 }, 3)).toBe('3 Karten');
  });
});

describe('helpers used outside a component fall back to English, and speak the UI language when given its t', () => {
  it('the turn bar phase and the score sheet outcome', () => {
    const i18n = createI18n({ legacy: false, locale: 'es', messages: MESSAGES });
    const t = i18n.global.t as unknown as Translate;
    const stack = [{ kind: 'organization' }] as unknown as Parameters<typeof phaseOf>[0];
    expect(phaseOf(stack).phase).toBe('Organization');
    expect(phaseOf(stack, t).phase).toBe('Organización');
    const game = { reason: 'council' as const, seats: [{ seat: 0, name: 'Elrond', kind: 'human' as const, alignment: 'wizard' as const }] };
    expect(endedText(game as never, { calledBy: 0, mp: 14 })).toBe('The Council was called by Elrond at 14 MP');
    expect(endedText(game as never, { calledBy: 0, mp: 14 }, t)).toBe('Elrond convocó el Concilio con 14 PV');
  });
});

describe('counted labels', () => {
  it('the import preview says "1 line found" in the singular and "2 lines found" in the plural, in every language', () => {
    const expected: Record<string, [string, string]> = {
      en: ['line found (3 cards).', 'lines found (3 cards).'],
      es: ['línea encontrada (3 cartas).', 'líneas encontradas (3 cartas).'],
      fr: ['ligne trouvée (3 cartes).', 'lignes trouvées (3 cartes).'],
      de: ['Zeile gefunden (3 Karten).', 'Zeilen gefunden (3 Karten).'],
    };
    for (const [locale, [one, many]] of Object.entries(expected)) {
      const { t } = createI18n({ legacy: false, locale, messages: MESSAGES }).global;
      expect(t('common.collectionImport.linesFound', { copies: 3 }, 1)).toBe(one);
      expect(t('common.collectionImport.linesFound', { copies: 3 }, 2)).toBe(many);
    }
  });
});
