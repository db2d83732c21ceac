/**
 * Card automation: the share of distinct cards (and of copies) whose definition exists and
 * whose scenarios pass (registry.ts runs them), on the deck lists in ../shared/decks/gccg and on
 * Wizard, Ringwraith and Dark Arda sets built from three copies of every card.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildFromCollection } from '../src-shared/arda/build';
import { cardFactsMap } from '../src-shared/arda/model';
import type { Profile } from '../src-shared/arda/profile';
import { getProfile } from '../src-shared/arda/profiles';
import { parseCardDatabase } from '../src-shared/cards/parseCardDatabase';
import { parseGccgDeck } from '../src-shared/collection/gccg';
import { createNameIndex, resolveCardName } from '../src-shared/collection/nameIndex';
import { buildEngineCards } from '../src-shared/engine/facts';
import { coverage } from '../tests/cards/registry';
import type { EngineCard } from '../src-shared/engine/types';
import { verdict, type BenchRow } from './table';

const DISTINCT_GOAL = 0.6;
const COPIES_GOAL = 0.75;

function shares(copies: Map<string, number>, cards: Record<string, EngineCard>): { distinct: number; share: number; weighted: number } {
  const report = coverage([...copies.keys()].map((id) => cards[id]).filter((c): c is EngineCard => Boolean(c)), cards);
  const total = [...copies.values()].reduce((a, b) => a + b, 0);
  const automated = report.rows.filter((r) => r.status === 'automated').reduce((n, r) => n + (copies.get(r.cardId) ?? 0), 0);
  return { distinct: report.rows.length, share: report.share, weighted: total ? automated / total : 0 };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export async function benchCoverage({ cardFile }: { cardFile: string }): Promise<BenchRow[]> {
  const records = parseCardDatabase(cardFile, readFileSync(cardFile, 'utf8')).cards;
  const cards = buildEngineCards(records);
  const rows: BenchRow[] = [];
  const deckDir = join(dirname(cardFile), '../decks/gccg');
  const index = createNameIndex(records.map((r) => ({ id: r.id, set: r.set, type: r.type, alignment: r.alignment, names: r.names })));
  const lists = new Map<string, number>();
  for (const file of readdirSync(deckDir).filter((f) => f.endsWith('.meccg'))) {
    for (const line of parseGccgDeck(readFileSync(join(deckDir, file), 'utf8')).lines) {
      const found = resolveCardName(index, { name: line.name, setCode: line.setCode, tag: line.tag });
      if (found.ok) lists.set(found.cardId, (lists.get(found.cardId) ?? 0) + line.count);
    }
  }
  const fromLists = shares(lists, cards);
  rows.push({ name: `deck lists in decks/gccg (${fromLists.distinct} distinct cards): automated`, value: pct(fromLists.share), goal: `≥ ${pct(DISTINCT_GOAL)}`, verdict: verdict(fromLists.share >= DISTINCT_GOAL) });
  rows.push({ name: '  the same, copy-weighted', value: pct(fromLists.weighted), goal: `≥ ${pct(COPIES_GOAL)}`, verdict: verdict(fromLists.weighted >= COPIES_GOAL) });
  const facts = cardFactsMap(records);
  for (const id of ['arda-revised-wizard', 'arda-revised-ringwraith', 'dark-arda']) {
    const profile = getProfile(id) as Profile;
    const owned = new Map([...facts.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 3]));
    const set = buildFromCollection({ profile, players: 4, cards: facts, owned }).set;
    const copies = new Map<string, number>();
    for (const entries of Object.values(set.decks)) for (const e of entries) copies.set(e.cardId, (copies.get(e.cardId) ?? 0) + e.copies + e.proxies);
    const r = shares(copies, cards);
    rows.push({ name: `${id} set from 3 copies of every card (${r.distinct} distinct): automated / copy-weighted`, value: `${pct(r.share)} / ${pct(r.weighted)}`, goal: '', verdict: '' });
  }
  return rows;
}
