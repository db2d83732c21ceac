/**
 * The card database parser on files that are almost right or built to hurt: a UTF-8
 * byte-order mark, ids differing only in case, and nesting deep enough to overflow the
 * stack of anything recursive (JSON.stringify when the attributes are stored).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CardDataError } from '../../src-shared/cards/errors';
import { jsonDepth, MAX_JSON_DEPTH, parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { CARD_FILE, type RawCardFile } from '../helpers/cardFile';

const text = readFileSync(CARD_FILE, 'utf8');
const raw = JSON.parse(text) as RawCardFile;

/** The real file cut down to one set with its first two cards, to change one thing at a time. */
function smallFile(): RawCardFile {
  const set = raw.AS!;
  const cards = Object.fromEntries(Object.entries(set.cards).slice(0, 2));
  return { AS: { ...set, cards } };
}

function refusal(fileName: string, content: string): string {
  try {
    parseCardDatabase(fileName, content);
  } catch (error) {
    if (error instanceof CardDataError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseCardDatabase on hostile files', () => {
  it('accepts the real file with a UTF-8 byte-order mark exactly as without one', () => {
    const plain = parseCardDatabase('cards.json', text);
    const withBom = parseCardDatabase('cards.json', `\uFEFF${text}`);
    expect(withBom.cards.length).toBe(plain.cards.length);
    expect(withBom).toEqual(plain);
  });

  it('refuses two ids that differ only in case, naming both', () => {
    const file = smallFile();
    const [first, second] = Object.keys(file.AS!.cards);
    const original = file.AS!.cards[first!]!;
    file.AS!.cards[second!] = { ...file.AS!.cards[second!]!, id: original.id.toLowerCase() };
    expect(refusal('cards.json', JSON.stringify(file))).toBe(
      `cards.json: card ids "${original.id}" and "${original.id.toLowerCase()}" differ only in case; ids must be unique regardless of case`,
    );
  });

  it('refuses 100,000 nested arrays, inside a card or as the whole file, with the usual one-line message', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(refusal('deep.json', deep)).toBe(`deep.json: not a card database: the JSON nests more than ${MAX_JSON_DEPTH} levels deep`);
    const file = JSON.stringify(smallFile()).replace('"attributes":{', `"attributes":{"x":${deep},`);
    expect(refusal('deep.json', file)).toMatch(/^deep\.json: not a card database: the JSON nests more than/);
  });

  it('counts depth outside strings only, so brackets in rules text do not count', () => {
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('[{"a":"\\"[["},[[]]]')).toBe(3);
    expect(jsonDepth(text)).toBeLessThan(MAX_JSON_DEPTH);
  });
});
