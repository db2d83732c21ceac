import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileLimitError, LIMITS } from '../../src-shared/api/limits';
import { parseCardQuery, parseGccgDeck } from '../../src-shared/collection/gccg';

const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');

describe('parseGccgDeck', () => {
  it('reads sections, counts, set codes and tags, skipping comments and group headings', () => {
    const text = [
      '# GCCG deck',
      '####',
      'Deck',
      '####',
      '# Hazard (2)',
      '2 Orc-watch (LE)',
      '',
      '1 Balin [h] (TW)',
      '####',
      'Sites',
      '####',
      '1 rivendell [M] (le)',
    ].join('\r\n');
    const { lines, problems } = parseGccgDeck(text);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { line: 6, count: 2, name: 'Orc-watch', setCode: 'LE', tag: null, section: 'Deck', raw: '2 Orc-watch (LE)' },
      { line: 8, count: 1, name: 'Balin', setCode: 'TW', tag: 'H', section: 'Deck', raw: '1 Balin [h] (TW)' },
      { line: 12, count: 1, name: 'rivendell', setCode: 'le', tag: 'M', section: 'Sites', raw: '1 rivendell [M] (le)' },
    ]);
  });

  it('keeps manifestation names and curly apostrophes as written', () => {
    const { lines } = parseGccgDeck('1 Bert - Bûrat (TW)\n1 Thrór’s Map [M] (AS)\n1 “Bert” (Bûrat) (TW)');
    expect(lines.map((l) => [l.name, l.setCode, l.tag])).toEqual([
      ['Bert - Bûrat', 'TW', null],
      ['Thrór’s Map', 'AS', 'M'],
      ['“Bert” (Bûrat)', 'TW', null],
    ]);
  });

  it('reports lines that are not card lines, with their line numbers', () => {
    const { lines, problems } = parseGccgDeck('\uFEFF1 Gandalf (TW)\nGandalf (TW)\n3\nx2 Frodo (TW)');
    expect(lines.map((l) => l.line)).toEqual([1]);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4]);
    expect(problems[0]).toMatchObject({ text: 'Gandalf (TW)', reason: expect.stringContaining('COUNT NAME (SET)') });
  });

  it('refuses the whole list for a count that is a number but not 1 to the cap, naming the line and the limit', () => {
    for (const count of ['0', '-2', '2.5', '1e9', '1001', '99999999', '9007199254740992']) {
      const text = `1 Gandalf (TW)\n${count} The White Tree (TW)\n`;
      expect(() => parseGccgDeck(text), count).toThrow(new FileLimitError('line 2', `the count "${count}" is not a whole number from 1 to 1000 (the limit for one card)`));
    }
    expect(parseGccgDeck('1000 Gandalf (TW)').lines[0]?.count).toBe(1000);
    expect(parseGccgDeck('+3 Gandalf (TW)').lines[0]?.count).toBe(3);
  });

  it('refuses a list of more lines than the cap', () => {
    expect(() => parseGccgDeck('\n'.repeat(LIMITS.linesPerFile))).toThrow(/^line 100001: more than 100000 lines/);
  });

  it('ignores the free prose of a Notes section but not text elsewhere', () => {
    const text = '####\nNotes\n####\nThis deck likes Orcs.\n####\nPool\n####\nThis is not a card\n';
    const { lines, problems } = parseGccgDeck(text);
    expect(lines).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ line: 8, text: 'This is not a card' })]);
  });

  it('accepts a line without a set code', () => {
    expect(parseGccgDeck('2 Gandalf [H]').lines[0]).toMatchObject({ count: 2, name: 'Gandalf', setCode: null, tag: 'H' });
  });

  it('reads every sample deck without problems, each card line once', () => {
    const files = readdirSync(deckDir).filter((f) => f.endsWith('.meccg'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(deckDir, file), 'utf8');
      const { lines, problems } = parseGccgDeck(text);
      expect(problems, file).toEqual([]);
      // Independent count: lines that start with a number outside the Notes section.
      const beforeNotes = text.split(/^Notes$/m)[0] ?? '';
      expect(lines.length, file).toBe(beforeNotes.split('\n').filter((l) => /^\d+ /.test(l)).length);
      expect(new Set(lines.map((l) => l.section))).toEqual(new Set(['Deck', 'Pool', 'Sideboard', 'Sites']));
    }
  });
});

describe('parseCardQuery', () => {
  it('splits name, tag and set in either order', () => {
    expect(parseCardQuery('Rivendell [h] (TW)')).toEqual({ name: 'Rivendell', setCode: 'TW', tag: 'H' });
    expect(parseCardQuery('Rivendell (TW) [m]')).toEqual({ name: 'Rivendell', setCode: 'TW', tag: 'M' });
    expect(parseCardQuery('Mûmak (Oliphant)')).toEqual({ name: 'Mûmak (Oliphant)', setCode: null, tag: null });
    expect(parseCardQuery('Euog (Ulzog) (wh)')).toEqual({ name: 'Euog (Ulzog)', setCode: 'wh', tag: null });
  });
});
