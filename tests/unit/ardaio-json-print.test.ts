/** The lossless JSON form (round trip, refusals) and the print model and its HTML. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_IDS, cardFactsMap, type DeckId, type Violation } from '../../src-shared/arda/model';
import { ARDA_JSON_FORMAT, exportJson, importJson } from '../../src-shared/arda-io/jsonFormat';
import { buildPrintModel, escapeHtml, renderPrintHtml } from '../../src-shared/arda-io/printModel';
import { normalizeDecks, type ArdaSetData } from '../../src-shared/arda-io/setData';
import { exportText } from '../../src-shared/arda-io/textExport';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';

const cardFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
const parsed = parseCardDatabase('cards.json', readFileSync(cardFile, 'utf8'));
const cards = cardFactsMap(parsed.cards);
const ids = [...cards.keys()];

const entry = fc.record({ cardId: fc.constantFrom(...ids), copies: fc.nat(9), proxies: fc.nat(4) });
const setArb = fc.record({
  name: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && s === s.trim()),
  profileId: fc.constantFrom('arda-revised-wizard', 'arda-revised-ringwraith', 'dark-arda'),
  players: fc.integer({ min: 1, max: 12 }),
  decks: fc.record(Object.fromEntries(DECK_IDS.map((d) => [d, fc.array(entry, { maxLength: 15 })])) as Record<DeckId, fc.Arbitrary<{ cardId: string; copies: number; proxies: number }[]>>),
});

describe('the JSON form of a set', () => {
  it('gives back exactly the same set, proxies included', () => {
    fc.assert(
      fc.property(setArb, (raw) => {
        const set: ArdaSetData = { ...raw, decks: normalizeDecks(raw.decks) };
        const text = exportJson(set, cards);
        const back = importJson(text);
        expect(back).toEqual({ ok: true, set });
        const data = JSON.parse(text) as { format: string; version: number };
        expect(data.format).toBe(ARDA_JSON_FORMAT);
        expect(data.version).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['not json', /not JSON/],
    ['{"format":"other"}', /not an Arda Curator set/],
    [JSON.stringify({ format: ARDA_JSON_FORMAT, version: 2, name: 'x', profileId: 'dark-arda', players: 3, decks: {} }), /wrong shape at "version"/],
    [JSON.stringify({ format: ARDA_JSON_FORMAT, version: 1, name: 'x', profileId: 'dark-arda', players: 3, decks: { play: [{ cardId: 'TW-1', copies: -1, proxies: 0 }] } }), /at "decks.play.0.copies"/],
  ])('refuses %s', (text, reason) => {
    const result = importJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('the print model', () => {
  const orc = [...cards.values()].find((c) => c.name === 'Orc-watch')!;
  const glamdring = [...cards.values()].find((c) => c.name === 'Glamdring')!;
  const set: ArdaSetData = {
    name: 'Table <One> & "friends"',
    profileId: 'arda-revised-wizard',
    players: 5,
    decks: normalizeDecks({ play: [{ cardId: orc.id, copies: 3, proxies: 1 }], mp: [{ cardId: glamdring.id, copies: 1, proxies: 0 }] }),
  };
  const violations: Violation[] = [
    { severity: 'warning', code: 'DECK_SIZE', deck: 'play', cardId: null, message: 'too few <cards>' },
    { severity: 'error', code: 'NOT_OWNED', deck: 'mp', cardId: glamdring.id, message: 'not owned' },
  ];
  const model = buildPrintModel({ set, cards, violations, date: '2025-01-02', maxMessages: 1 });

  it('has every deck, grouped by type, with counts, MP, proxies, targets and totals', () => {
    // Arda Revised has no Haven deck (Dark Arda's eighth): the print model leaves it out.
    expect(model.decks.map((d) => d.deck)).toEqual(DECK_IDS.filter((d) => d !== 'haven'));
    expect(model.profileLabel).toBe('Arda Revised (Wizard)');
    const play = model.decks[0]!;
    expect(play.total).toBe(4);
    expect(play.proxies).toBe(1);
    expect(play.target).toBe('≥ 250');
    expect(play.groups).toEqual([{ type: 'Hazard', total: 4, lines: [expect.objectContaining({ cardId: orc.id, count: 4, name: 'Orc-watch', proxies: 1, sleevePartner: null })] }]);
    expect(model.decks[1]!.groups[0]!.lines[0]!.mp).toBe(String(glamdring.mp));
    expect(model.totals).toEqual({ cards: 5, copies: 4, proxies: 1, distinct: 2 });
    expect(model.problems).toEqual({ errors: 1, warnings: 1, messages: [{ severity: 'error', message: 'not owned' }], more: 1 });
  });

  it('renders self-contained, escaped HTML with a checkbox per line and a page break per deck', () => {
    const html = renderPrintHtml(model);
    expect(html).toContain(escapeHtml(set.name));
    expect(html).not.toContain('<One>');
    expect(html).not.toMatch(/<script|<link|src=|https?:/i);
    expect(html.match(/☐/g)).toHaveLength(2);
    expect(html.match(/<section class="deck/g)).toHaveLength(7);
    expect(html).toContain('page-break-before: always');
    expect(html).toContain('2025-01-02');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('plain text lists every deck and card', () => {
    const text = exportText(set, cards);
    for (const label of ['Play deck', 'Marshalling Point deck', 'Avatar deck']) expect(text).toContain(label);
    expect(text).toContain('Orc-watch');
    expect(text).toContain('+ 1 proxy');
  });
});
