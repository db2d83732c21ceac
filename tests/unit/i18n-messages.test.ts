/**
 * The UI's translations: every language has exactly the English keys, no empty label, and the same placeholders
 * ("{deck}") in each message, so no label falls back to English or shows a raw "{…}".
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src-renderer/src/i18n/messages';

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
