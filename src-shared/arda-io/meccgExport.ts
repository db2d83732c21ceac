/**
 * Writes a set as a GCCG deck list (.meccg): a header naming the set, profile and players,
 * then one section per non-empty deck ("####\nPlay\n####"), its cards under "# Hazard (N)"
 * style comments, one `COUNT NAME [H|M] (SET)` line per card. Each line is checked to read
 * back as exactly its card (the [H]/[M] tag is added only where the name needs it); a second
 * printing no name can tell apart is written by its card id.
 *
 * The format has no notion of proxies: they are written as comments ("# proxies: 2 …"),
 * which an import ignores, so a round trip keeps every copy but drops the proxies.
 */
import { DECK_IDS, DECK_LABELS, type ArdaCardFacts } from '../arda/model';
import { getProfile } from '../arda/profiles';
import type { CardLookup } from '../arda/validate';
import { parseCardLine } from '../collection/gccg';
import type { NameIndex } from '../collection/nameIndex';
import { groupByType } from './grouping';
import { resolveLine } from './meccgImport';
import { deckTotal, type ArdaSetData } from './setData';

export interface MeccgExportOptions {
  cards: CardLookup;
  index: NameIndex;
}

export function exportMeccg(set: ArdaSetData, { cards, index }: MeccgExportOptions): string {
  const profile = getProfile(set.profileId);
  const out: string[] = ['#', '# Arda Curator set (GCCG deck list)', '#', `# Set: ${oneLine(set.name)}`];
  out.push(`# Profile: ${set.profileId}${profile ? ` (${profile.label})` : ''}`, `# Players: ${set.players}`);
  const proxies = DECK_IDS.reduce((n, deck) => n + deckTotal(set.decks[deck]).proxies, 0);
  if (proxies > 0) out.push(`# ${proxies} proxies are listed as comments: the GCCG format cannot carry them.`);
  out.push('#');

  const naming = (card: ArdaCardFacts | undefined, cardId: string) =>
    card && profile ? cardLineName(card, { cards, index, profile }) : cardId;
  for (const deck of DECK_IDS) {
    const entries = set.decks[deck];
    if (entries.length === 0) continue;
    out.push('', '####', DECK_LABELS[deck], '####');
    for (const group of groupByType(entries, cards)) {
      const copies = group.entries.reduce((n, e) => n + e.entry.copies, 0);
      out.push('', `# ${group.type} (${copies})`, '');
      for (const { entry, card } of group.entries) {
        const name = naming(card, entry.cardId);
        if (entry.copies > 0) out.push(`${entry.copies} ${name}`);
        if (entry.proxies > 0) out.push(`# proxies: ${entry.proxies} ${name}`);
      }
    }
  }
  return `${out.join('\n')}\n`;
}

/** The shortest way of writing a card that reads back as that very card. */
export function cardLineName(card: ArdaCardFacts, options: Parameters<typeof resolveLine>[1]): string {
  const name = oneLine(card.name);
  const tags = card.alignment === 'Hero' ? ['', ' [H]'] : card.alignment === 'Minion' ? ['', ' [M]'] : ['', ' [H]', ' [M]'];
  for (const tag of tags) {
    const written = `${name}${tag} (${card.set})`;
    const parsed = parseCardLine(`1 ${written}`);
    if (typeof parsed === 'string') continue;
    const back = resolveLine(parsed, options);
    if (back.ok && back.cardId === card.id) return written;
  }
  return card.id;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
