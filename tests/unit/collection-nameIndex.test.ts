import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Localized } from '../../src-shared/cards/model';
import { parseGccgDeck } from '../../src-shared/collection/gccg';
import { createNameIndex, editDistance, resolveCardName, type NameIndex, type NameIndexCard } from '../../src-shared/collection/nameIndex';
import { foldText } from '../../src-shared/text/fold';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');

interface RawCard {
  id: string;
  set: string;
  type: string;
  alignment: string;
  name: Localized;
}

let cards: NameIndexCard[];
let index: NameIndex;
const byId = (id: string) => cards.find((card) => card.id === id);
const withName = (name: string) => cards.filter((card) => foldText(card.names.en ?? '').trim() === foldText(name));

beforeAll(() => {
  const sets = JSON.parse(readFileSync(cardsFile, 'utf8')) as Record<string, { cards: Record<string, RawCard> }>;
  cards = Object.values(sets).flatMap((set) =>
    Object.values(set.cards).map((c) => ({ id: c.id, set: c.set, type: c.type, alignment: c.alignment, names: c.name })),
  );
  index = createNameIndex(cards);
});

describe('resolveCardName on the real card database', () => {
  it('resolves every card line of every sample deck to exactly one card of the named set', () => {
    const files = readdirSync(deckDir).filter((f) => f.endsWith('.meccg'));
    expect(files.length).toBeGreaterThan(0);
    let resolved = 0;
    for (const file of files) {
      const { lines, problems } = parseGccgDeck(readFileSync(path.join(deckDir, file), 'utf8'));
      expect(problems, file).toEqual([]);
      for (const line of lines) {
        const result = resolveCardName(index, line);
        expect(result, `${file}:${line.line} ${line.raw}`).toMatchObject({ ok: true });
        if (!result.ok) continue;
        const card = byId(result.cardId);
        expect(card?.set.toUpperCase(), line.raw).toBe(line.setCode?.toUpperCase());
        if (line.tag === 'H') expect(card?.alignment, line.raw).not.toBe('Minion');
        if (line.tag === 'M') expect(card?.alignment, line.raw).not.toBe('Hero');
        resolved++;
      }
    }
    expect(resolved).toBeGreaterThan(0);
  });

  it('uses the tag, in either case, to choose between hero and minion versions', () => {
    const versions = withName('Rivendell');
    const hero = versions.find((c) => c.alignment === 'Hero');
    const minion = versions.find((c) => c.alignment === 'Minion');
    expect(hero && minion).toBeTruthy();
    expect(resolveCardName(index, { name: 'rivendell [h]' })).toEqual({ ok: true, cardId: hero?.id });
    expect(resolveCardName(index, { name: 'RIVENDELL', tag: 'M' })).toEqual({ ok: true, cardId: minion?.id });
    expect(resolveCardName(index, { name: 'rivendell', setCode: minion?.set.toLowerCase() })).toEqual({ ok: true, cardId: minion?.id });
  });

  it('reads a set code and tag written into the name, as typed on the command line', () => {
    const minion = withName('Rivendell').find((c) => c.alignment === 'Minion');
    expect(resolveCardName(index, { name: `Rivendell (${minion?.set.toLowerCase()})` })).toEqual({ ok: true, cardId: minion?.id });
    expect(resolveCardName(index, { name: 'rivendell [m]' })).toEqual({ ok: true, cardId: minion?.id });
    // A bracketed word that looks like a set code but belongs to the name.
    const bracketed = cards.find((c) => /^[^(]+ \([A-Za-z]{2,5}\)$/.test(c.names.en ?? ''));
    expect(bracketed).toBeDefined();
    const lower = bracketed?.names.en?.toLowerCase() ?? '';
    expect(resolveCardName(index, { name: lower })).toEqual({ ok: true, cardId: bracketed?.id });
  });

  it('reports an ambiguous name with every candidate id and how to choose', () => {
    const versions = withName('Rivendell');
    const result = resolveCardName(index, { name: 'Rivendell' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const card of versions) expect(result.reason).toContain(card.id);
    expect(result.reason).toMatch(/\[H\] or \[M\] or a set code/);
  });

  it('matches straight apostrophes to curly ones and the other way round', () => {
    const curly = cards.find((c) => c.names.en?.includes('’') && withName(c.names.en).length === 1);
    expect(curly).toBeDefined();
    const straight = curly?.names.en?.replace(/’/g, "'") ?? '';
    expect(resolveCardName(index, { name: straight })).toEqual({ ok: true, cardId: curly?.id });
    const written = cards.find((c) => c.names.en?.includes("'") && withName(c.names.en).length === 1);
    if (written) {
      const name = written.names.en?.replace(/'/g, '’') ?? '';
      expect(resolveCardName(index, { name })).toEqual({ ok: true, cardId: written.id });
    }
  });

  it('reads manifestation names written with a dash, as a whole and by either side', () => {
    const manifestation = cards.find((c) => /^“(.+)” \((.+)\)$/.test(c.names.en ?? ''));
    expect(manifestation).toBeDefined();
    const [, quoted = '', bracketed = ''] = /^“(.+)” \((.+)\)$/.exec(manifestation?.names.en ?? '') ?? [];
    const set = manifestation?.set;
    expect(resolveCardName(index, { name: `${quoted} - ${bracketed}`, setCode: set })).toEqual({ ok: true, cardId: manifestation?.id });
    expect(resolveCardName(index, { name: `${quoted} - Nobody`, setCode: set })).toEqual({ ok: true, cardId: manifestation?.id });
    expect(resolveCardName(index, { name: quoted, setCode: set })).toEqual({ ok: true, cardId: manifestation?.id });
  });

  it('accepts a name in another language', () => {
    const card = cards.find((c) => {
      const es = c.names.es;
      return es && foldText(es) !== foldText(c.names.en ?? '') && cards.filter((o) => o.names.es === es).length === 1;
    });
    expect(card).toBeDefined();
    expect(resolveCardName(index, { name: card?.names.es ?? '' })).toEqual({ ok: true, cardId: card?.id });
  });

  it('says when a name is unknown, names the set, and suggests a close spelling', () => {
    const unknown = resolveCardName(index, { name: 'Xyzzy Plugh', setCode: 'TW' });
    expect(unknown).toEqual({ ok: false, reason: 'no card named "Xyzzy Plugh" in set TW', code: 'NAME_NOT_FOUND', params: { name: 'Xyzzy Plugh', set: 'TW' } });
    const gandalf = withName('Gandalf')[0];
    const typo = resolveCardName(index, { name: 'Gandlaf' });
    expect(typo.ok).toBe(false);
    if (!typo.ok) expect(typo.reason).toContain(`did you mean "${gandalf?.names.en}"`);
    expect(typo).toMatchObject({ code: 'NAME_NOT_FOUND', params: { name: 'Gandlaf', suggestion: gandalf?.names.en } });
  });

  it('says which cards the set code or tag ruled out', () => {
    const card = withName('Gandalf')[0];
    const wrongSet = cards.find((c) => c.set !== card?.set)?.set ?? '';
    const result = resolveCardName(index, { name: 'Gandalf', setCode: wrongSet });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(card?.id);
  });
});

describe('resolveCardName on a small index', () => {
  const small = createNameIndex([
    { id: 'X-1', set: 'X', type: 'Site', alignment: 'Hero', names: { en: 'Moria' } },
    { id: 'Y-1', set: 'Y', type: 'Site', alignment: 'Minion', names: { en: 'Moria' } },
    { id: 'X-2', set: 'X', type: 'Hazard', alignment: 'Neutral', names: { en: 'Twilight' } },
    { id: 'Y-2', set: 'Y', type: 'Hazard', alignment: 'Neutral', names: { en: 'Twilight' } },
    { id: 'Y-3', set: 'Y', type: 'Resource', alignment: 'Minion', names: { en: 'Thing' } },
    { id: 'X-3', set: 'X', type: 'Resource', alignment: 'Neutral', names: { en: 'Thing' } },
    { id: 'X-11', set: 'X', type: 'Resource', alignment: 'Hero', names: { en: 'Escape' } },
    { id: 'X-9', set: 'X', type: 'Resource', alignment: 'Hero', names: { en: 'Escape' } },
  ]);

  it('takes the first printing when one card was printed twice in a set', () => {
    expect(resolveCardName(small, { name: 'escape' })).toEqual({ ok: true, cardId: 'X-9' });
  });

  it('lets neutral cards match either tag and prefers the exact alignment when both fit', () => {
    expect(resolveCardName(small, { name: 'Twilight', tag: 'M', setCode: 'X' })).toEqual({ ok: true, cardId: 'X-2' });
    expect(resolveCardName(small, { name: 'Thing', tag: 'M' })).toEqual({ ok: true, cardId: 'Y-3' });
    expect(resolveCardName(small, { name: 'Thing', tag: 'H' })).toEqual({ ok: true, cardId: 'X-3' });
  });

  it('still reports ambiguity when a tag cannot decide', () => {
    const result = resolveCardName(small, { name: 'Twilight', tag: 'H' });
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(/X-2.*Y-2/),
      code: 'NAME_AMBIGUOUS',
      params: { name: 'Twilight', count: 2, cards: ['X-2 (Twilight, Neutral Hazard)', 'Y-2 (Twilight, Neutral Hazard)'] },
    });
  });

  it('refuses a tag that rules out every version', () => {
    const result = resolveCardName(small, { name: 'Moria', tag: 'M', setCode: 'X' });
    expect(result).toEqual({
      ok: false,
      reason: 'no card named "Moria" in set X tagged [M]; cards of that name: X-1 (Moria, Hero Site), Y-1 (Moria, Minion Site)',
      code: 'NAME_NOT_FOUND',
      params: { name: 'Moria', set: 'X', tag: 'M', cards: ['X-1 (Moria, Hero Site)', 'Y-1 (Moria, Minion Site)'] },
    });
  });
});

describe('editDistance', () => {
  it('counts single-character edits and stops early past the limit', () => {
    expect(editDistance('gandalf', 'gandalf')).toBe(0);
    expect(editDistance('gandlaf', 'gandalf')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
