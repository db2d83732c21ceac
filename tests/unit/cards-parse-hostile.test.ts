/**
 * The card database parser on files that are almost right or built to hurt: a UTF-8
 * byte-order mark, ids differing only in case, and nesting deep enough to overflow the
 * stack of anything recursive (JSON.stringify when the attributes are stored). The fast
 * shape checks that spare most cards the schema never accept what the schema refuses.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corCardSchema, corSetSchema, isCorCard, isCorSet } from '../../src-shared/cards/corFormat';
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

describe('the fast shape checks beside the schemas', () => {
  // Values near a valid card or set: every field either kept, dropped, or replaced by an
  // arbitrary JSON value, so both answers come up often. Parsed back from JSON text, as the import sees them.
  const anyJson = fc.jsonValue({ maxDepth: 2 });
  const field = <T>(good: fc.Arbitrary<T>) => fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: anyJson, weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 });
  const text = fc.oneof({ arbitrary: fc.string({ minLength: 1 }), weight: 8 }, { arbitrary: fc.constantFrom('', ' ', 'x'), weight: 1 });
  const localized = fc.dictionary(fc.constantFrom('en', 'es', 'fr', '__proto__', 'x'), fc.oneof({ arbitrary: text, weight: 8 }, fc.constant(null), anyJson), { maxKeys: 4 });
  const names = fc.tuple(localized, field(text)).map(([l, en]) => ({ ...l, en }));
  const strip = <T extends Record<string, unknown>>(o: T) => JSON.parse(JSON.stringify(o)) as unknown;
  const card = fc
    .record({
      id: field(text), set: field(text), name: field(names), type: field(fc.constantFrom('Character', 'Site', 'Region', 'Ally', '')),
      alignment: field(text), attributes: field(fc.dictionary(fc.string(), anyJson, { maxKeys: 3 })), text: field(localized),
      image: field(fc.oneof(text, fc.constant(null))), rarity: field(fc.oneof(text, fc.constant(null))), artist: field(text), extra: anyJson,
    })
    .map(strip);
  const set = fc
    .record({
      id: field(text), name: field(names), context: field(fc.oneof(text, fc.constant(null))), imageBaseUrl: field(localized),
      order: field(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))), cards: field(fc.dictionary(fc.string(), anyJson, { maxKeys: 2 })),
    })
    .map(strip);

  it('pass a card only when the schema accepts it unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(card, anyJson), (value) => {
        if (!isCorCard(value)) return;
        const result = corCardSchema.safeParse(value);
        expect(result.success).toBe(true);
        expect(result.data).toEqual(value);
      }),
      { numRuns: 3000 },
    );
  });

  it('pass a set only when the schema accepts it unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(set, anyJson), (value) => {
        if (!isCorSet(value)) return;
        const result = corSetSchema.safeParse(value);
        expect(result.success).toBe(true);
        expect(result.data).toEqual(value);
      }),
      { numRuns: 3000 },
    );
  });

  it('pass every card and set of the real file', () => {
    for (const rawSet of Object.values(raw)) {
      expect(isCorSet(rawSet)).toBe(true);
      for (const rawCard of Object.values(rawSet.cards)) expect(isCorCard(rawCard), rawCard.id).toBe(true);
    }
  });
});
