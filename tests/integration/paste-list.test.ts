/**
 * "Paste a list" on a real database with the reference cards.json imported: each line of
 * a pasted list resolved, ambiguous or unresolved with suggestions, through the validating
 * dispatch as the UI calls it; hostile input refused with a clear message or read safely,
 * and a preview never writes anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import type { MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import { PASTE_LIMITS, type PasteLine, type PreviewList } from '../../src-shared/api/schemasPaste';
import { parseGccgDeck } from '../../src-shared/collection/gccg';
import { CARD_FILE, allCards, fold, loadCardFile, nameIn, type RawCard } from '../helpers/cardFile';
import { collectionRows, dumpTables, openServices } from '../helpers/database';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const DECK_DIR = path.resolve(__dirname, '../../../shared/decks/gccg');
const temp = tempDirs('arda-paste-');
const file = loadCardFile();
const cards = allCards(file);

let services: AppServices;

beforeAll(async () => {
  services = openServices(temp.make());
  await services.importCardFile(CARD_FILE);
});
afterAll(() => {
  services?.close();
  temp.cleanup();
});

const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(services.handlers, method, input);
const preview = (text: string, lang: MethodInput<'collection.previewList'>['lang'] = 'en') => call('collection.previewList', { text, lang });

/** The ids of the cards with this English name, read from the raw file (not the app's parser). */
const idsNamed = (name: string) =>
  cards
    .filter((card) => fold(nameIn(card, 'en') ?? '') === fold(name))
    .map((card) => card.id)
    .sort();
const only = (name: string, set: string) => {
  const [id, more] = idsNamed(name).filter((cid) => cid.startsWith(`${set}-`));
  expect(more, `${name} (${set}) is one card`).toBeUndefined();
  return id!;
};
const byLine = (out: PreviewList) => new Map(out.lines.map((line) => [line.lineNo, line]));

describe('collection.previewList on the real card database', () => {
  it('resolves the forms of the issue, and names every card it mentions in `cards`', async () => {
    const text = [
      '# my trade binder',
      '3 Orc-raiders (LE)',
      '2 Gandalf (TW)',
      '1 TW-156',
      '4x Glamdring',
      'Glamdring x2',
      'gandalf wh',
      '',
      'Hazards:',
    ].join('\n');
    const out = await preview(text);
    const lines = byLine(out);
    expect(lines.get(1)?.status).toBe('ignored');
    expect(lines.has(8)).toBe(false);
    expect(lines.get(9)?.status).toBe('ignored');
    const ok = (lineNo: number) => {
      const line = lines.get(lineNo);
      expect(line?.status, `line ${lineNo}`).toBe('ok');
      return [line?.count, line?.cardId];
    };
    expect(ok(2)).toEqual([3, only('Orc-raiders', 'LE')]);
    expect(ok(3)).toEqual([2, only('Gandalf', 'TW')]);
    expect(ok(4)).toEqual([1, 'TW-156']);
    expect(ok(5)).toEqual([4, only('Glamdring', 'TW')]);
    expect(ok(6)).toEqual([2, only('Glamdring', 'TW')]);
    expect(ok(7)).toEqual([1, only('Gandalf', 'WH')]);
    const rowIds = out.cards.map((row) => row.id);
    for (const line of out.lines) for (const id of [line.cardId, ...line.candidates, ...line.suggestions]) if (id) expect(rowIds).toContain(id);
    expect(new Set(rowIds).size).toBe(rowIds.length);
  });

  it('offers every printing of an ambiguous name, and only those', async () => {
    const out = await preview('3 Orc-raiders\nRivendell\nlorien x2\nrivendell [h]');
    const [orc, riv, lor, tagged] = out.lines as [PasteLine, PasteLine, PasteLine, PasteLine];
    expect(orc).toMatchObject({ status: 'ambiguous', count: 3, cardId: null });
    expect([...orc.candidates].sort()).toEqual(idsNamed('Orc-raiders'));
    expect([...riv.candidates].sort()).toEqual(idsNamed('Rivendell'));
    expect(lor).toMatchObject({ status: 'ambiguous', count: 2 });
    expect([...lor.candidates].sort()).toEqual(idsNamed('Lórien'));
    // The tag chooses the hero version.
    const hero = cards.find((c) => nameIn(c, 'en') === 'Rivendell' && c.alignment === 'Hero');
    expect(tagged).toMatchObject({ status: 'ok', cardId: hero?.id });
  });

  it('lists an unresolved name with the closest cards, and a name in the wrong set with its printings', async () => {
    const out = await preview('2 Gandlf\nGandalf (LE)\norc raid\nzzzzqqqq xxyy');
    const [typo, wrongSet, prefix, nothing] = out.lines as [PasteLine, PasteLine, PasteLine, PasteLine];
    expect(typo.status).toBe('unresolved');
    expect(typo.suggestions).toEqual(expect.arrayContaining(idsNamed('Gandalf')));
    expect(wrongSet.status).toBe('unresolved');
    expect([...wrongSet.suggestions].sort()).toEqual(idsNamed('Gandalf'));
    expect(wrongSet.reason).toMatch(/in set LE/);
    // The reason's code and params come through the validating dispatch, for the UI to word in its language.
    expect(wrongSet).toMatchObject({ code: 'NAME_NOT_FOUND', params: { name: 'Gandalf', set: 'LE', cards: expect.arrayContaining([expect.stringMatching(/^\S+ \(Gandalf, /)]) } });
    expect(nothing).toMatchObject({ code: 'NAME_NOT_FOUND', params: { name: 'zzzzqqqq xxyy' } });
    expect(prefix.suggestions).toEqual(expect.arrayContaining(idsNamed('Orc-raiders')));
    expect(nothing).toMatchObject({ status: 'unresolved', suggestions: [] });
  });

  it('a collection file import lists unmatched lines with the same code and params as a paste', async () => {
    const content = ['1 Xyzzy Plugh (TW)', '1 Gandlf (TW)', '1 Rivendell'].join('\n');
    const out = await call('collection.previewImport', { fileName: 'list.meccg', content });
    const byLine = new Map(out.unresolved.map((u) => [u.line, u]));
    expect(byLine.get(1)).toMatchObject({ reason: 'no card named "Xyzzy Plugh" in set TW', code: 'NAME_NOT_FOUND', params: { name: 'Xyzzy Plugh', set: 'TW' } });
    expect(byLine.get(2)).toMatchObject({ code: 'NAME_NOT_FOUND', params: { name: 'Gandlf', set: 'TW', suggestion: 'Gandalf' } });
    expect(byLine.get(3)).toMatchObject({ code: 'NAME_AMBIGUOUS', params: { name: 'Rivendell', count: idsNamed('Rivendell').length } });
  });

  it('reads names in the other card languages', async () => {
    const card = cards.find((c) => nameIn(c, 'es') && nameIn(c, 'es') !== nameIn(c, 'en') && idsNamed(nameIn(c, 'en') ?? '').length === 1) as RawCard;
    const out = await preview(`2 ${nameIn(card, 'es')}`, 'es');
    expect(out.lines[0]).toMatchObject({ status: 'ok', cardId: card.id, count: 2 });
    expect(out.cards.find((row) => row.id === card.id)?.name).toBe(nameIn(card, 'es'));
  });

  it('resolves any card written by id, or by name and set (or offers its printings)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cards), fc.integer({ min: 1, max: 999 }), async (card, count) => {
        const name = (nameIn(card, 'en') ?? '').replace(/\s+/g, ' ');
        const out = await preview(`${count} ${card.id.toLowerCase()}\n${name} ${card.set.toLowerCase()} x${count}`);
        const [byId, byName] = out.lines as [PasteLine, PasteLine];
        expect(byId).toMatchObject({ status: 'ok', cardId: card.id, count });
        expect(byName.count).toBe(count);
        if (byName.status === 'ok') expect(idsNamed(name)).toContain(byName.cardId);
        else expect(byName).toMatchObject({ status: 'ambiguous', candidates: expect.arrayContaining([card.id]) });
      }),
      { numRuns: 150 },
    );
  });
});

describe('collection.previewList against hostile input', () => {
  it('refuses text past the size limit, naming the limit and what to do', async () => {
    const error = await failure(preview('1 Gandalf (TW)\n'.repeat(Math.ceil((PASTE_LIMITS.chars + 10) / 15))));
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toMatch(/300,000 characters; paste the list in parts/);
  });

  it('refuses more than the line limit, and reads exactly the limit', async () => {
    const error = await failure(preview('x\n'.repeat(PASTE_LIMITS.lines)));
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toMatch(/more than 5,000 lines/);

    const started = performance.now();
    const rows = Array.from({ length: PASTE_LIMITS.lines }, (_, i) => `${(i % 4) + 1} ${cards[i % cards.length]?.id}`);
    const out = await preview(rows.join('\n'));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(out.lines).toHaveLength(PASTE_LIMITS.lines);
    expect(out.lines.every((line) => line.status === 'ok')).toBe(true);
  });

  it('answers 5,000 distinct unknown lines in bounded time, suggesting for the first names only', async () => {
    const rows = Array.from({ length: PASTE_LIMITS.lines }, (_, i) => `${i} glorfindel-the-${i.toString(36)}-${(i * 7919).toString(36)}`);
    const started = performance.now();
    const out = await preview(rows.join('\n'));
    // Generous: the machine may be busy; the point is no blow-up (a few seconds when idle).
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(out.lines.every((line) => line.status === 'unresolved')).toBe(true);
    expect(out.lines.filter((line) => line.suggestions.length > 0).length).toBeLessThanOrEqual(PASTE_LIMITS.suggestedNames);
  });

  it('reads control characters, formula-looking lines and a huge line without writing anything', async () => {
    services.handlers['collection.change']({ label: 'seed', changes: [{ cardId: 'TW-156', delta: 2 }] });
    const before = dumpTables(services.db);
    const gandalf = only('Gandalf', 'TW');
    const text = [
      '=HYPERLINK("http://evil.example","Gandalf")',
      '+1 Gandalf',
      '@SUM(A1:A9)',
      '-2 Glamdring',
      '2\u0000Gandalf\u0007 (TW)\u200b',
      `3 ${'Glamdring '.repeat(20_000)}`,
      '<script>alert(1)</script>',
      "1'; DROP TABLE cards; --",
    ].join('\r\n');
    const out = await preview(text);
    expect(out.lines).toHaveLength(8);
    const [formula, plus, sum, minus, control, huge, script, sql] = out.lines as PasteLine[];
    // "-2" is not a count (a bullet needs a space after the dash).
    expect(minus).toMatchObject({ status: 'unresolved' });
    expect(control).toMatchObject({ status: 'ok', cardId: gandalf, count: 2 });
    for (const line of [formula, plus, sum, script, sql]) expect(line?.status).not.toBe('ok');
    expect(huge).toMatchObject({ status: 'unresolved', suggestions: [] });
    expect(huge?.text.length).toBeLessThanOrEqual(PASTE_LIMITS.lineText);
    expect(dumpTables(services.db)).toEqual(before);
    expect(collectionRows(services.db).find((row) => row.card_id === 'TW-156')?.count).toBe(2);
  });

  it('reads a GCCG deck list, its section names and its Notes prose not taken for cards', async () => {
    const out = await preview(
      '####\nDeck\n####\n# Hazard (3)\n3 Orc-watch (LE)\n####\nSites\n####\n1 Rivendell [H] (TW)\n####\nNotes\n####\n1 Glamdring\nGandalf goes to Moria.\n####\nPool\n####\n2 Glamdring',
    );
    expect(out.lines.map((line) => line.status)).toEqual([
      ...['ignored', 'ignored', 'ignored', 'ignored', 'ok', 'ignored', 'ignored', 'ignored', 'ok'],
      ...['ignored', 'ignored', 'ignored', 'ignored', 'ignored'],
      ...['ignored', 'ignored', 'ignored', 'ok'],
    ]);
    expect(out.lines.at(-1)).toMatchObject({ count: 2, cardId: only('Glamdring', 'TW') });
  });
});

describe('pasting the real sample deck lists', () => {
  it('reads every card line of every sample deck to one card, and nothing else as a card', async () => {
    const files = readdirSync(DECK_DIR).filter((f) => f.endsWith('.meccg'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const text = readFileSync(path.join(DECK_DIR, name), 'utf8');
      const { lines } = parseGccgDeck(text);
      const out = await preview(text);
      const ok = out.lines.filter((line) => line.status === 'ok');
      expect(out.lines.filter((line) => line.status !== 'ok' && line.status !== 'ignored'), name).toEqual([]);
      // The same lines, and the same copies, as the deck-file import reads.
      expect(ok.map((line) => [line.lineNo, line.count]), name).toEqual(lines.map((line) => [line.line, line.count]));
    }
  });
});

describe('applying a preview', () => {
  it('adds every resolved and picked line as one change that one undo takes back', async () => {
    services.db.exec('DELETE FROM collection; DELETE FROM collection_history;');
    const out = await preview('3 Orc-raiders\n2 Gandalf (TW)\n1 TW-156\nGlamdring x2\nnot a card at all');
    const orcLE = only('Orc-raiders', 'LE');
    // What the dialog does: each line's card (an ambiguous one as picked), summed per card.
    const picked = out.lines.map((line) => (line.status === 'ambiguous' ? { ...line, cardId: orcLE } : line)).filter((line) => line.cardId);
    const sums = new Map<string, number>();
    for (const line of picked) sums.set(line.cardId!, (sums.get(line.cardId!) ?? 0) + line.count);
    await call('collection.change', { label: `Paste ${picked.length} lines`, changes: [...sums].map(([cardId, delta]) => ({ cardId, delta })) });
    const owned = new Map(collectionRows(services.db).map((row) => [row.card_id, row.count]));
    expect(owned).toEqual(new Map([[orcLE, 3], [only('Gandalf', 'TW'), 3], [only('Glamdring', 'TW'), 2]]));
    const undone = await call('collection.undo', {});
    expect(undone.history.canUndo).toBe(false);
    expect(collectionRows(services.db).filter((row) => row.count > 0)).toEqual([]);
  });
});
