/**
 * Want and trade lists (src-shared/collection/wantTrade.ts) over the real card file: the
 * playset rule (unique 1, others N, copies counted across printings), what a set lacks
 * given the other sets' copies, the trade list, the consistency of want and trade for any
 * collection and sets (fast-check), and both exports read back (CSV by papaparse, the plain
 * list by the paste-a-list parser).
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardFacts } from '../../src-shared/arda/model';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { restoreFormula } from '../../src-shared/collection/csv';
import { parseListLine } from '../../src-shared/collection/listLine';
import { createNameIndex, resolveCardName, type NameIndex } from '../../src-shared/collection/nameIndex';
import {
  DEFAULT_PLAYSET,
  TRADE_CSV_COLUMNS,
  WANT_CSV_COLUMNS,
  toPlainList,
  tradeList,
  tradeToCsv,
  usedBySets,
  wantForAllSets,
  wantForPlayset,
  wantForSet,
  wantToCsv,
  type ListCard,
  type SetUse,
  type WantLine,
} from '../../src-shared/collection/wantTrade';
import { cardFileText } from '../helpers/cardFile';

let cards: Map<string, ListCard>;
let setCodes: string[];
let ids: string[];
let names: NameIndex;

beforeAll(() => {
  const parsed = parseCardDatabase('cards.json', cardFileText());
  setCodes = parsed.sets.map((s) => s.id);
  cards = new Map(
    parsed.cards.map((r) => {
      const facts = cardFacts(r);
      return [r.id, { id: r.id, name: facts.name, set: r.set, unique: r.unique, identity: facts.identity, alignment: r.alignment }];
    }),
  );
  ids = [...cards.keys()];
  names = createNameIndex(parsed.cards);
});

const owned = (entries: [string, number][]) => new Map(entries);
const use = (cardId: string, copies: number, proxies = 0): SetUse => ({ cardId, copies, proxies });
const inSet = (code: string) => [...cards.values()].filter((c) => c.set === code);

describe('a playset of a card set', () => {
  it('asks 1 of each unique card and the playset size of every other card, one line per card', () => {
    const tw = inSet('TW');
    const lines = wantForPlayset('TW', new Map(), cards);
    const identities = new Set(tw.map((c) => c.identity));
    expect(lines).toHaveLength(identities.size);
    for (const line of lines) {
      const card = cards.get(line.cardId)!;
      expect(line).toMatchObject({ set: 'TW', owned: 0, needed: card.unique ? 1 : DEFAULT_PLAYSET, count: card.unique ? 1 : DEFAULT_PLAYSET });
    }
    expect(lines.some((l) => l.needed === 1) && lines.some((l) => l.needed === 3)).toBe(true);
  });

  it('counts copies of every printing of a card, and leaves out what is complete', () => {
    // A non-unique card printed in two sets (the same name, alignment and type).
    const reprinted = [...cards.values()].find((c) => !c.unique && c.set === 'TW' && [...cards.values()].some((o) => o.identity === c.identity && o.set !== 'TW'))!;
    const other = [...cards.values()].find((o) => o.identity === reprinted.identity && o.set !== 'TW')!;
    const unique = inSet('TW').find((c) => c.unique)!;
    const lines = wantForPlayset('TW', owned([[other.id, 2], [unique.id, 1]]), cards);
    expect(lines.find((l) => l.cardId === reprinted.id)).toMatchObject({ owned: 2, needed: 3, count: 1 });
    expect(lines.find((l) => l.cardId === unique.id)).toBeUndefined();
    expect(wantForPlayset('TW', owned([[other.id, 3]]), cards).find((l) => l.cardId === reprinted.id)).toBeUndefined();
  });

  it('takes another playset size, kept within 1 to 9', () => {
    const lines = wantForPlayset('LE', new Map(), cards, 4);
    expect(Math.max(...lines.map((l) => l.needed))).toBe(4);
    expect(Math.max(...wantForPlayset('LE', new Map(), cards, 40).map((l) => l.needed))).toBe(9);
    expect(wantForPlayset('LE', new Map(), cards, 1).every((l) => l.needed === 1)).toBe(true);
  });
});

describe('what Arda sets lack', () => {
  it("counts a set's copies and proxies beyond the owned copies the other sets leave free", () => {
    const [a, b] = [ids[10]!, ids[20]!];
    // Own 3 of a: another set holds 2 of them, this set wants 2 copies + 1 proxy → lacks 2.
    const lines = wantForSet([use(a, 2, 1), use(b, 1)], [[use(a, 2, 5)]], owned([[a, 3], [b, 1]]), cards);
    expect(lines).toEqual([{ cardId: a, name: cards.get(a)!.name, set: cards.get(a)!.set, count: 2, owned: 3, needed: 3 }]);
  });

  it('for all sets together, every copy and proxy beyond what is owned', () => {
    const [a, b] = [ids[30]!, ids[40]!];
    const lines = wantForAllSets([[use(a, 2, 1)], [use(a, 1), use(b, 0, 2)]], owned([[a, 3]]), cards);
    expect(lines.map((l) => [l.cardId, l.count, l.needed])).toEqual([
      [a, 1, 4],
      [b, 2, 2],
    ].sort((x, y) => String(x[0]).localeCompare(String(y[0]), 'en', { numeric: true })));
  });

  it('offers for trade only copies no set uses', () => {
    const [a, b, c] = [ids[50]!, ids[60]!, ids[70]!];
    const lines = tradeList([[use(a, 1)], [use(a, 1, 1), use(b, 4)]], owned([[a, 5], [b, 4], [c, 2]]), cards);
    expect(lines.map((l) => [l.cardId, l.count, l.used])).toEqual([
      [a, 2, 3],
      [c, 2, 0],
    ]);
  });
});

describe('want and trade agree (any collection, any sets)', () => {
  const arbitrary = () => {
    const card = fc.integer({ min: 0, max: 24 });
    const entry = fc.record({ card, copies: fc.nat(4), proxies: fc.nat(3) });
    return fc.record({
      sets: fc.array(fc.array(entry, { maxLength: 8 }), { maxLength: 4 }),
      owned: fc.array(fc.tuple(card, fc.nat(6)), { maxLength: 12 }),
    });
  };
  const build = (input: { sets: { card: number; copies: number; proxies: number }[][]; owned: [number, number][] }) => ({
    sets: input.sets.map((set) => set.map((e) => use(ids[e.card * 7]!, e.copies, e.proxies))),
    owned: new Map(input.owned.map(([card, n]) => [ids[card * 7]!, n])),
  });

  it('no card is both wanted and offered; no count is below 1; owned − trade + want = used', () => {
    fc.assert(
      fc.property(arbitrary(), (input) => {
        const { sets, owned: have } = build(input);
        const trade = new Map(tradeList(sets, have, cards).map((l) => [l.cardId, l.count]));
        const wantAll = new Map(wantForAllSets(sets, have, cards).map((l) => [l.cardId, l.count]));
        const used = usedBySets(sets);
        for (const [i, set] of sets.entries()) {
          for (const line of wantForSet(set, sets.filter((_, j) => j !== i), have, cards)) {
            expect(trade.has(line.cardId)).toBe(false);
            expect(line.count).toBeGreaterThan(0);
            expect(line.count).toBeLessThanOrEqual(line.needed);
          }
        }
        for (const id of new Set([...used.keys(), ...have.keys()])) {
          expect(trade.has(id) && wantAll.has(id)).toBe(false);
          expect((have.get(id) ?? 0) - (trade.get(id) ?? 0) + (wantAll.get(id) ?? 0)).toBe(used.get(id) ?? 0);
        }
        for (const n of [...trade.values(), ...wantAll.values()]) expect(n).toBeGreaterThan(0);
      }),
    );
  });
});

describe('exports', () => {
  const parseCsv = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

  it('the CSV has its header and reads back to the same lines, formula-looking names neutralized', () => {
    const lines: WantLine[] = [...wantForPlayset('DM', new Map(), cards).slice(0, 20), { cardId: 'TW-1', set: 'TW', name: '=HYPERLINK("x")', count: 2, owned: 1, needed: 3 }];
    const csv = wantToCsv(lines);
    expect(csv.split('\r\n')[0]).toBe(WANT_CSV_COLUMNS.join(','));
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const back = parseCsv(csv).data.map((r) => ({ cardId: restoreFormula(r.card_id!), set: r.set, name: restoreFormula(r.name!), count: Number(r.count), owned: Number(r.owned), needed: Number(r.needed) }));
    expect(back).toEqual(lines);
    const trade = tradeList([], owned([[ids[3]!, 2]]), cards);
    const tradeBack = parseCsv(tradeToCsv(trade));
    expect(tradeBack.meta.fields).toEqual([...TRADE_CSV_COLUMNS]);
    expect(tradeBack.data.map((r) => [r.card_id, Number(r.count), Number(r.used)])).toEqual([[ids[3], 2, 0]]);
  });

  it('every line of the plain list of every card set reads back with the paste-a-list parser and names its card', () => {
    let tagged = 0;
    for (const code of setCodes) {
      const lines = wantForPlayset(code, new Map(), cards, 2);
      const text = toPlainList(lines, cards);
      const parsed = text.split('\n').filter((l) => l !== '').map((l) => parseListLine(l, setCodes)!);
      expect(parsed.map((p) => [p.count, p.set])).toEqual(lines.map((l) => [l.count, l.set]));
      parsed.forEach((p, i) => {
        if (p.query !== lines[i]!.name) tagged++;
        const resolved = resolveCardName(names, { name: p.query, setCode: p.set });
        // The same card, or another printing of it (Boromir II TW-134 / TW-135).
        expect(resolved.ok && cards.get(resolved.cardId)?.identity, `${p.query} (${p.set})`).toBe(cards.get(lines[i]!.cardId)!.identity);
      });
    }
    // Hero and minion cards sharing a name in one set (Angmarim, AS) carry their tag.
    expect(tagged).toBeGreaterThan(0);
  });

  it('plain lists of random counts read back', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: ids.length - 1 }), fc.integer({ min: 1, max: 99 })), { minLength: 1, maxLength: 20 }), (picks) => {
        const lines = picks.map(([i, count]) => ({ ...cards.get(ids[i]!)!, count }));
        const back = toPlainList(lines).split('\n').filter((l) => l !== '').map((l) => parseListLine(l, setCodes));
        expect(back.map((p) => [p?.count, p?.query, p?.set])).toEqual(lines.map((l) => [l.count, l.name, l.set]));
      }),
    );
  });
});
