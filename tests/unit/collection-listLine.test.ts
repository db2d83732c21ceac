import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Localized } from '../../src-shared/cards/model';
import { LIST_COUNT_MAX, parseListLine, renderListLine } from '../../src-shared/collection/listLine';
import { createNameIndex, resolveCardName, type NameIndex } from '../../src-shared/collection/nameIndex';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');

interface RawCard {
  id: string;
  set: string;
  type: string;
  alignment: string;
  name: Localized;
}

let cards: RawCard[];
let setCodes: string[];
let index: NameIndex;
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

beforeAll(() => {
  const sets = JSON.parse(readFileSync(cardsFile, 'utf8')) as Record<string, { cards: Record<string, RawCard> }>;
  setCodes = Object.keys(sets);
  cards = Object.values(sets).flatMap((set) => Object.values(set.cards));
  index = createNameIndex(cards.map((c) => ({ id: c.id, set: c.set, type: c.type, alignment: c.alignment, names: c.name })));
});

const line = (count: number, query: string, set: string | null = null, cardId: string | null = null, countClamped = false) => ({
  count,
  query,
  set,
  cardId,
  countClamped,
});

describe('parseListLine: the forms of the issue', () => {
  it('reads a leading count, a bracketed set, a card id, "4x" and "x4"', () => {
    expect(parseListLine('3 Orc-raiders', setCodes)).toEqual(line(3, 'Orc-raiders'));
    expect(parseListLine('2 Gandalf (TW)', setCodes)).toEqual(line(2, 'Gandalf', 'TW'));
    expect(parseListLine('1 TW-156', setCodes)).toEqual(line(1, 'TW-156', 'TW', 'TW-156'));
    expect(parseListLine('4x Lórien', setCodes)).toEqual(line(4, 'Lórien'));
    expect(parseListLine('4 x Lórien', setCodes)).toEqual(line(4, 'Lórien'));
    expect(parseListLine('x4 Lórien', setCodes)).toEqual(line(4, 'Lórien'));
    expect(parseListLine('Lórien x4', setCodes)).toEqual(line(4, 'Lórien'));
    expect(parseListLine('Lórien ×4', setCodes)).toEqual(line(4, 'Lórien'));
    expect(parseListLine('Lórien 4x', setCodes)).toEqual(line(4, 'Lórien'));
  });

  it('takes a trailing word as a set code only when it is one of the given codes', () => {
    expect(parseListLine('gandalf wh', setCodes)).toEqual(line(1, 'gandalf', 'WH'));
    expect(parseListLine('3 orc-raiders le', setCodes)).toEqual(line(3, 'orc-raiders', 'LE'));
    expect(parseListLine('gandalf wh', [])).toEqual(line(1, 'gandalf wh'));
    expect(parseListLine('gandalf zz', setCodes)).toEqual(line(1, 'gandalf zz'));
    // A name that is only a set code's letters is a name.
    expect(parseListLine('wh', setCodes)).toEqual(line(1, 'wh'));
  });

  it('keeps the [H]/[M] tag in the query, before or after the set code', () => {
    expect(parseListLine('1 Rivendell [h] (TW)', setCodes)).toEqual(line(1, 'Rivendell [H]', 'TW'));
    expect(parseListLine('1 Rivendell (LE) [M]', setCodes)).toEqual(line(1, 'Rivendell [M]', 'LE'));
    expect(parseListLine('Rivendell le [m]', setCodes)).toEqual(line(1, 'Rivendell [M]', 'LE'));
  });

  it('keeps a bracketed part of a card name that is not a set code', () => {
    expect(parseListLine('1 Euog (Ulzog)', setCodes)).toEqual(line(1, 'Euog (Ulzog)'));
    expect(parseListLine('1 Euog (Ulzog)', [])).toEqual(line(1, 'Euog (Ulzog)'));
    expect(parseListLine('2 Olog-hai (Trolls) (AS)', setCodes)).toEqual(line(2, 'Olog-hai (Trolls)', 'AS'));
    expect(parseListLine('2 Gandalf (TW)', [])).toEqual(line(2, 'Gandalf', 'TW'));
  });

  it('reads a card id in any case and with leading zeros, but not an unknown set prefix', () => {
    expect(parseListLine('2 tw-056', setCodes)).toEqual(line(2, 'TW-56', 'TW', 'TW-56'));
    expect(parseListLine('QQ-12', setCodes)).toEqual(line(1, 'QQ-12'));
    expect(parseListLine('QQ-12', [])).toEqual(line(1, 'QQ-12', 'QQ', 'QQ-12'));
  });

  it('returns null for blank lines, comments and headings, and skips list bullets', () => {
    for (const empty of ['', '   ', '\t', '# Hazards (30)', '####', '// resources', '; note', 'Hazards:', 'Resources (30):', '\u0000\u200b'])
      expect(parseListLine(empty, setCodes), JSON.stringify(empty)).toBeNull();
    expect(parseListLine('- 2 Rivendell', setCodes)).toEqual(line(2, 'Rivendell'));
    expect(parseListLine('* Lórien x2', setCodes)).toEqual(line(2, 'Lórien'));
  });

  it(`brings counts into 1..${LIST_COUNT_MAX} and says so`, () => {
    expect(parseListLine('0 Lórien', setCodes)).toEqual(line(1, 'Lórien', null, null, true));
    expect(parseListLine('1000 Lórien', setCodes)).toEqual(line(LIST_COUNT_MAX, 'Lórien', null, null, true));
    expect(parseListLine(`${'9'.repeat(400)} Lórien`, setCodes)).toEqual(line(LIST_COUNT_MAX, 'Lórien', null, null, true));
    expect(parseListLine(`${LIST_COUNT_MAX} Lórien`, setCodes)).toEqual(line(LIST_COUNT_MAX, 'Lórien'));
  });

  it('reads control characters and zero-width spaces as spaces', () => {
    expect(parseListLine('3\tOrc-raiders\r', setCodes)).toEqual(line(3, 'Orc-raiders'));
    expect(parseListLine('\uFEFF2\u200bGandalf\u0007(TW)', setCodes)).toEqual(line(2, 'Gandalf', 'TW'));
  });
});

describe('parseListLine on the real card database', () => {
  it('reads every English card name, written in each form, back to the name and set, and the name resolves', () => {
    const forms = [
      (n: number, name: string, set: string) => `${n} ${name} (${set})`,
      (n: number, name: string, set: string) => `${n}x ${name} ${set.toLowerCase()}`,
      (n: number, name: string, set: string) => `${name} (${set}) x${n}`,
    ];
    let checked = 0;
    for (const card of cards) {
      const name = tidy(card.name.en ?? '');
      if (name === '') continue;
      const form = forms[checked % forms.length];
      const count = (checked % LIST_COUNT_MAX) + 1;
      const parsed = parseListLine(form?.(count, name, card.set) ?? '', setCodes);
      expect(parsed, `${card.id} ${name}`).toEqual(line(count, name, card.set));
      const resolution = resolveCardName(index, { name: parsed?.query ?? '', setCode: parsed?.set ?? null });
      // Hero and minion versions in one set stay ambiguous without a tag; anything else resolves to this name.
      if (resolution.ok) expect(tidy(cards.find((c) => c.id === resolution.cardId)?.name.en ?? '')).toBe(name);
      else expect(resolution.reason).toMatch(/matches \d+ cards/);
      checked++;
    }
    expect(checked).toBeGreaterThan(1600);
  });

  it('reads every card id', () => {
    for (const card of cards) expect(parseListLine(`3 ${card.id}`, setCodes)).toEqual(line(3, card.id, card.set, card.id));
  });
});

describe('parseListLine properties', () => {
  const wordChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwyzéûóÁ\'’-'.split(''));
  // Words that start with a letter, so a word is never a count, an "x4", an id or a set code.
  const word = fc
    .tuple(fc.constantFrom(...'bcdfghjklmnpqrstvwyzBCDFGHÛÓ'.split('')), fc.array(wordChar, { minLength: 2, maxLength: 8 }))
    .map(([first, rest]) => first + rest.join(''));
  const name = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

  it('never throws, whatever the line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const parsed = parseListLine(text, setCodes);
        if (parsed === null) return;
        expect(parsed.count).toBeGreaterThanOrEqual(1);
        expect(parsed.count).toBeLessThanOrEqual(LIST_COUNT_MAX);
        expect(parsed.query).not.toBe('');
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips a rendered line, in every written form', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: LIST_COUNT_MAX }),
        name,
        fc.option(fc.constantFrom('TW', 'TD', 'DM', 'LE', 'AS', 'WH', 'BA'), { nil: null }),
        fc.constantFrom('plain', 'x-before', 'x-after', 'word-set', 'spaced'),
        (count, cardName, set, form) => {
          const rendered = {
            plain: renderListLine({ count, query: cardName, set }),
            'x-before': `${count}x ${cardName}${set ? ` (${set})` : ''}`,
            'x-after': `${cardName}${set ? ` ${set.toLowerCase()}` : ''} x${count}`,
            'word-set': `x${count} ${cardName}${set ? ` ${set}` : ''}`,
            spaced: `  ${count}   ${cardName.replace(/ /g, '\t')}${set ? `\t(${set})` : ''}  `,
          }[form];
          expect(parseListLine(rendered, setCodes)).toEqual(line(count, cardName, set));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a long line in linear time', () => {
    const started = performance.now();
    for (const text of [`3 ${'a x1 '.repeat(200_000)}`, `${'9 '.repeat(200_000)}x`, `${' '.repeat(400_000)}x4`]) parseListLine(text, setCodes);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
