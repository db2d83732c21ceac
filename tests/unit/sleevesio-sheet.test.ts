/**
 * The sleeve sheet's print model and HTML, and the MP deck's "sleeved with" text in the deck
 * lists: sorting by location and by region, counts, proxies, the unsleeved copies, and
 * escaping. Pure: built from hand-made copies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PrintModel } from '../../src-shared/api/schemasArda';
import { buildSleeveSheet, NO_REGION, renderSleeveSheetHtml, sleevePartnerText, withSleevePartners, type SheetCopy } from '../../src-shared/sleeves-io';

const copy = (cardId: string, name: string, site: { id: string; name: string; region: string | null; type: string | null } | null, proxy = false): SheetCopy => ({
  cardId,
  name,
  set: 'TW',
  proxy,
  siteId: site?.id ?? null,
  siteName: site?.name ?? null,
  siteSet: site ? 'TW' : null,
  region: site?.region ?? null,
  siteType: site?.type ?? null,
  message: site ? null : 'you own no copy of the 1 location where it can be played',
});
const moria = { id: 'TW-413', name: 'Moria', region: 'Redhorn Gate', type: '{S}' };
const bree = { id: 'TW-378', name: 'Bree', region: 'Arthedain', type: '{B}' };
const goblinGate = { id: 'TW-398', name: 'Goblin-gate', region: 'High Pass', type: '{S}' };
const haven = { id: 'TW-999', name: 'A Haven', region: null, type: '{H}' };

describe('buildSleeveSheet', () => {
  const copies = [
    copy('TW-1', 'Orcrist', moria),
    copy('TW-1', 'Orcrist', moria, true),
    copy('TW-2', 'Rangers of the North', bree),
    copy('TW-3', 'Dwarf-lords', goblinGate),
    copy('TW-4', 'Axe', haven),
    copy('TW-5', 'Palantír', null),
    copy('TW-5', 'Palantír', null),
  ];
  const sheet = buildSleeveSheet({
    title: 'Group',
    profileLabel: 'Arda Revised',
    date: '2025-03-04',
    copies,
    problems: [
      { severity: 'warning', message: 'w' },
      { severity: 'error', message: 'e' },
    ],
  });

  it('lists locations by name, each with its MP cards, counts and proxies', () => {
    expect(sheet.byLocation.map((l) => l.name)).toEqual(['A Haven', 'Bree', 'Goblin-gate', 'Moria']);
    expect(sheet.byLocation[3]).toEqual({
      siteId: 'TW-413',
      name: 'Moria',
      set: 'TW',
      region: 'Redhorn Gate',
      siteType: 'Shadow-hold',
      sleeves: 2,
      mp: [{ cardId: 'TW-1', name: 'Orcrist', set: 'TW', count: 2, proxies: 1 }],
    });
    expect(sheet.totals).toEqual({ mpCopies: 7, paired: 5, unpaired: 2, locations: 4 });
  });

  it('groups the same locations by region, regions by name, locations without one last', () => {
    expect(sheet.byRegion.map((r) => [r.region, r.sleeves, r.locations.map((l) => l.name)])).toEqual([
      ['Arthedain', 1, ['Bree']],
      ['High Pass', 1, ['Goblin-gate']],
      ['Redhorn Gate', 2, ['Moria']],
      [NO_REGION, 1, ['A Haven']],
    ]);
  });

  it('lists the unsleeved MP cards with the reason, and the problems errors first', () => {
    expect(sheet.unpaired).toEqual([{ cardId: 'TW-5', name: 'Palantír', set: 'TW', count: 2, message: expect.stringMatching(/own no copy/) }]);
    expect(sheet.problems.map((p) => p.severity)).toEqual(['error', 'warning']);
  });

  it('accounts for every copy once, in any order of the input', () => {
    const sites = [moria, bree, goblinGate, haven, null];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 4 }), fc.boolean()), { maxLength: 40 }), (spec) => {
        const list = spec.map(([card, site, proxy]) => copy(`TW-${card}`, `Card ${card}`, sites[site] ?? null, proxy));
        const a = buildSleeveSheet({ title: 't', profileLabel: 'p', date: 'd', copies: list, problems: [] });
        const b = buildSleeveSheet({ title: 't', profileLabel: 'p', date: 'd', copies: [...list].reverse(), problems: [] });
        expect(b).toEqual(a);
        const paired = a.byLocation.reduce((n, l) => n + l.mp.reduce((m, x) => m + x.count, 0), 0);
        expect(paired).toBe(list.filter((c) => c.siteId !== null).length);
        expect(a.unpaired.reduce((n, u) => n + u.count, 0)).toBe(list.filter((c) => c.siteId === null).length);
        expect(a.byRegion.reduce((n, r) => n + r.sleeves, 0)).toBe(paired);
      }),
    );
  });
});

describe('renderSleeveSheetHtml', () => {
  it('is one self-contained page with both listings, escaped', () => {
    const sheet = buildSleeveSheet({
      title: '<Group> & "friends"',
      profileLabel: 'Arda Revised',
      date: '2025-03-04',
      copies: [copy('TW-1', 'Orc<script>', moria), copy('TW-2', 'Lost', null)],
      problems: [{ severity: 'warning', message: '1 copy of Lost shares no sleeve' }],
    });
    const html = renderSleeveSheetHtml(sheet);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain('&lt;Group&gt; &amp; &quot;friends&quot;');
    expect(html).toContain('Orc&lt;script&gt;');
    expect(html).toContain('<h2>By location</h2>');
    expect(html).toContain('<h2>By region</h2>');
    expect(html).toContain('<h3>Redhorn Gate (1 sleeve)</h3>');
    expect(html).toContain('Shadow-hold');
    expect(html).toMatch(/<h2>Not sleeved<\/h2>[\s\S]*Lost \(TW\)/);
    expect(html).toContain('<li class="warning">1 copy of Lost shares no sleeve</li>');
  });
});

describe('sleeve partners in the deck lists', () => {
  it('names each location once with its count, then the unsleeved copies', () => {
    expect(sleevePartnerText([])).toBeNull();
    expect(sleevePartnerText(['Moria'])).toBe('Moria');
    expect(sleevePartnerText(['Moria', 'Goblin-gate', 'Moria'])).toBe('Goblin-gate, Moria ×2');
    expect(sleevePartnerText(['Moria', null, null])).toBe('Moria; 2 not sleeved');
    expect(sleevePartnerText([null, null])).toBe('not sleeved');
  });

  it('fills the MP deck lines only', () => {
    const line = (cardId: string) => ({ cardId, count: 1, name: cardId, set: 'TW', mp: '1', proxies: 0, sleevePartner: null });
    const deck = (id: 'mp' | 'play') => ({ deck: id, label: id, total: 1, proxies: 0, target: null, groups: [{ type: 'Resource', total: 1, lines: [line('TW-1')] }] });
    const model: PrintModel = {
      title: 't',
      profileId: 'p',
      profileLabel: 'p',
      players: 2,
      date: 'd',
      decks: [deck('play'), deck('mp')],
      totals: { cards: 2, copies: 2, proxies: 0, distinct: 1 },
      problems: { errors: 0, warnings: 0, messages: [], more: 0 },
    };
    const filled = withSleevePartners(model, new Map([['TW-1', 'Moria']]));
    expect(filled.decks.map((d) => d.groups[0]?.lines[0]?.sleevePartner)).toEqual([null, 'Moria']);
    expect(model.decks[1]?.groups[0]?.lines[0]?.sleevePartner).toBeNull();
  });
});
