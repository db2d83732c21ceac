import { readFileSync, writeFileSync } from 'node:fs';
import { buildFromCollection } from '../src-shared/arda/build';
import { cardFactsMap } from '../src-shared/arda/model';
import type { Profile } from '../src-shared/arda/profile';
import { getProfile } from '../src-shared/arda/profiles';
import { parseCardDatabase } from '../src-shared/cards/parseCardDatabase';
import { buildEngineCards } from '../src-shared/engine/facts';
import { coverage } from './cards/registry';
const file = '/work/shared/cards/cards.json';
const records = parseCardDatabase(file, readFileSync(file, 'utf8')).cards;
const cards = buildEngineCards(records);
const facts = cardFactsMap(records);
const missing = new Map<string, { ids: Set<string>; profiles: Set<string>; status: string }>();
for (const id of ['arda-revised-wizard', 'arda-revised-ringwraith', 'dark-arda']) {
  const profile = getProfile(id) as Profile;
  const owned = new Map([...facts.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 3]));
  const set = buildFromCollection({ profile, players: 4, cards: facts, owned }).set;
  const ids = new Set<string>();
  for (const entries of Object.values(set.decks)) for (const e of entries) ids.add(e.cardId);
  const list = [...ids].map((x) => cards[x]!).filter(Boolean);
  const cov = coverage(list, cards);
  console.log(id, cov.rows.length, (cov.share * 100).toFixed(1), 'custom', cov.definitionsWithCustomCode, '/', cov.definitions);
  for (const r of cov.rows) {
    if (r.status === 'automated') continue;
    const c = cards[r.cardId]!;
    const key = `${c.name}|${c.alignment}`;
    const m = missing.get(key) ?? { ids: new Set(), profiles: new Set(), status: r.status + (('reason' in r) ? ':' + String((r as { reason?: string }).reason) : '') };
    m.ids.add(c.id); m.profiles.add(id); missing.set(key, m);
  }
}
const rows = [...missing.entries()].map(([k, m]) => {
  const c = cards[[...m.ids][0]!]!;
  const kind = `${c.type}/${c.subtype ?? ''}/${c.eventKind ?? ''}`;
  return { name: c.name, alignment: c.alignment, kind, ids: [...m.ids], profiles: [...m.profiles], status: m.status, text: c.text };
});
rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
writeFileSync('/tmp/cov2/missing.json', JSON.stringify(rows, null, 1));
const byKind = new Map<string, number>();
for (const r of rows) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
console.log(rows.length, [...byKind.entries()].sort((a, b) => b[1] - a[1]));
