/** A set as a plain, readable list: one block per deck, cards grouped by type. */
import { DECK_LABELS } from '../arda/model';
import { decksToShow } from '../arda/profile';
import { getProfile } from '../arda/profiles';
import type { CardLookup } from '../arda/validate';
import { groupByType } from './grouping';
import { deckTotal, type ArdaSetData } from './setData';

export function exportText(set: ArdaSetData, cards: CardLookup): string {
  const profile = getProfile(set.profileId);
  const copies = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
  const out: string[] = [set.name, `Profile: ${profile?.label ?? set.profileId} (${set.profileId}); ${set.players} players`];
  let all = 0;
  let allProxies = 0;
  for (const deck of decksToShow(profile, set.decks)) {
    const entries = set.decks[deck];
    const total = deckTotal(entries);
    all += total.copies;
    allProxies += total.proxies;
    out.push('', `${DECK_LABELS[deck]} deck: ${copies(total.copies + total.proxies)}${total.proxies ? ` (${total.proxies} proxies)` : ''}`);
    if (entries.length === 0) out.push('  (empty)');
    for (const group of groupByType(entries, cards)) {
      const n = group.entries.reduce((sum, e) => sum + e.entry.copies + e.entry.proxies, 0);
      out.push(`  ${group.type} (${n})`);
      for (const { entry, card } of group.entries) {
        const name = card ? `${card.name} (${card.set})` : entry.cardId;
        const proxy = entry.proxies ? ` + ${entry.proxies} ${entry.proxies === 1 ? 'proxy' : 'proxies'}` : '';
        out.push(`    ${String(entry.copies).padStart(2)}  ${name}${proxy}  [${entry.cardId}]`);
      }
    }
  }
  out.push('', `Total: ${copies(all + allProxies)}${allProxies ? ` (${allProxies} proxies)` : ''}`);
  return `${out.join('\n')}\n`;
}
