/**
 * The printable deck lists of a set, as data: one section per deck with its cards grouped
 * by type (count, name, set, MP, proxies), the deck's size against the profile's target,
 * totals, and a summary of open problems. renderPrintHtml turns it into one self-contained
 * black-and-white page for Electron's printToPDF and the browser; the CLI draws the same
 * model as a PDF (src-main/services/ardaPrintPdf.ts).
 */
import type { PrintDeck, PrintModel } from '../api/schemasArda';
import { DECK_LABELS, type Violation } from '../arda/model';
import { decksToShow } from '../arda/profile';
import { getProfile } from '../arda/profiles';
import type { CardLookup } from '../arda/validate';
import { groupByType } from './grouping';
import { deckTotal, normalizeDecks, type ArdaSetData } from './setData';

export interface PrintModelInput {
  set: ArdaSetData;
  cards: CardLookup;
  violations: readonly Violation[];
  /** YYYY-MM-DD. */
  date: string;
  /** How many problem messages the summary lists. */
  maxMessages?: number;
}

export function buildPrintModel({ set, cards, violations, date, maxMessages = 12 }: PrintModelInput): PrintModel {
  const profile = getProfile(set.profileId);
  const decks = normalizeDecks(set.decks);
  const totals = { cards: 0, copies: 0, proxies: 0, distinct: 0 };
  const distinct = new Set<string>();
  const printDecks: PrintDeck[] = decksToShow(profile, decks).map((deck) => {
    const { copies, proxies } = deckTotal(decks[deck]);
    totals.copies += copies;
    totals.proxies += proxies;
    for (const e of decks[deck]) distinct.add(e.cardId);
    const size = profile?.decks[deck].size?.(set.players) ?? null;
    const target =
      size === null ? null : size.min !== undefined && size.max !== undefined ? `${size.min}–${size.max}` : size.min !== undefined ? `≥ ${size.min}` : size.max !== undefined ? `≤ ${size.max}` : null;
    return {
      deck,
      label: `${DECK_LABELS[deck]} deck`,
      total: copies + proxies,
      proxies,
      target,
      groups: groupByType(decks[deck], cards).map((group) => ({
        type: group.type,
        total: group.entries.reduce((n, e) => n + e.entry.copies + e.entry.proxies, 0),
        lines: group.entries.map(({ entry, card }) => ({
          cardId: entry.cardId,
          count: entry.copies + entry.proxies,
          name: card?.name ?? entry.cardId,
          set: card?.set ?? '',
          mp: card ? mpText(card.mp, card.hasMp) : null,
          proxies: entry.proxies,
          sleevePartner: null,
        })),
      })),
    };
  });
  totals.cards = totals.copies + totals.proxies;
  totals.distinct = distinct.size;
  const ordered = [...violations.filter((v) => v.severity === 'error'), ...violations.filter((v) => v.severity === 'warning')];
  return {
    title: set.name,
    profileId: set.profileId,
    profileLabel: profile?.label ?? set.profileId,
    players: set.players,
    date,
    decks: printDecks,
    totals,
    problems: {
      errors: violations.filter((v) => v.severity === 'error').length,
      warnings: violations.filter((v) => v.severity === 'warning').length,
      messages: ordered.slice(0, maxMessages).map((v) => ({ severity: v.severity, message: v.message })),
      more: Math.max(0, ordered.length - maxMessages),
    },
  };
}

function mpText(mp: number | null, hasMp: boolean): string | null {
  if (mp !== null) return String(mp);
  return hasMp ? '*' : null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The page, the type and the set header of every standalone print page (deck lists, sleeve sheet). */
export const PAPER_CSS = `
  @page { size: A4; margin: 14mm 12mm; }
  * { box-sizing: border-box; }
  body { font: 10pt/1.3 "Helvetica Neue", Helvetica, Arial, sans-serif; color: #000; background: #fff; margin: 0; }
  header.set { border-bottom: 2px solid #000; margin-bottom: 6mm; padding-bottom: 2mm; }
  header.set h1 { font-size: 18pt; margin: 0 0 1mm; }
  header.set p { margin: 0; }`;

const CSS = `${PAPER_CSS}
  section.deck { break-before: page; page-break-before: always; }
  section.deck.first { break-before: auto; page-break-before: auto; }
  section.deck h2 { font-size: 14pt; margin: 0 0 2mm; border-bottom: 1px solid #000; }
  section.deck h2 .size { font-weight: normal; font-size: 10pt; }
  h3 { font-size: 11pt; margin: 3mm 0 1mm; }
  table { border-collapse: collapse; width: 100%; }
  td, th { padding: 0.6mm 1.5mm; text-align: left; vertical-align: top; border-bottom: 0.2mm solid #999; }
  th { font-size: 8.5pt; border-bottom: 0.4mm solid #000; }
  td.box { width: 6mm; font-size: 12pt; line-height: 1; }
  td.count, td.mp { width: 10mm; text-align: right; }
  td.set { width: 14mm; }
  td.proxy { width: 18mm; font-style: italic; }
  tr { break-inside: avoid; page-break-inside: avoid; }
  .empty { font-style: italic; }
  section.summary { break-before: page; page-break-before: always; }
  section.summary li.error::before { content: "Error: "; font-weight: bold; }
  section.summary li.warning::before { content: "Warning: "; }
`;

/** The print view as one self-contained HTML document (no scripts, no outside resources). */
export function renderPrintHtml(model: PrintModel): string {
  const e = escapeHtml;
  const decks = model.decks.map((deck, i) => {
    // The MP deck's "sleeved with" column, when any line has a sleeve partner.
    const partner = deck.groups.some((g) => g.lines.some((l) => l.sleevePartner !== null));
    const size = `${deck.total} cards${deck.proxies ? `, ${deck.proxies} proxies` : ''}${deck.target ? `; target ${deck.target}` : ''}`;
    const groups = deck.groups.length
      ? deck.groups
          .map(
            (group) => `<h3>${e(group.type)} (${group.total})</h3>
<table><thead><tr><th></th><th>#</th><th>Card</th><th>Set</th><th>MP</th><th>Proxies</th>${partner ? '<th>Sleeved with</th>' : ''}</tr></thead><tbody>
${group.lines
  .map(
    (line) =>
      `<tr><td class="box">☐</td><td class="count">${line.count}</td><td class="name">${e(line.name)}</td><td class="set">${e(line.set)}</td><td class="mp">${e(line.mp ?? '')}</td><td class="proxy">${line.proxies ? `${line.proxies} proxy` : ''}</td>${partner ? `<td class="partner">${e(line.sleevePartner ?? '')}</td>` : ''}</tr>`,
  )
  .join('\n')}
</tbody></table>`,
          )
          .join('\n')
      : '<p class="empty">This deck is empty.</p>';
    return `<section class="deck${i === 0 ? ' first' : ''}" id="deck-${deck.deck}">
<h2>${e(deck.label)} <span class="size">(${e(size)})</span></h2>
${groups}
</section>`;
  });
  const p = model.problems;
  const problems = `<section class="summary"><h2>Totals and open problems</h2>
<p>${model.totals.cards} cards (${model.totals.copies} owned copies, ${model.totals.proxies} proxies), ${model.totals.distinct} different cards.</p>
<p>${p.errors} errors, ${p.warnings} warnings.</p>
${p.messages.length ? `<ul>${p.messages.map((m) => `<li class="${m.severity}">${e(m.message)}</li>`).join('\n')}</ul>` : '<p>No open problems.</p>'}
${p.more ? `<p>…and ${p.more} more.</p>` : ''}
</section>`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${e(model.title)}</title>
<style>${CSS}</style></head>
<body>
<header class="set"><h1>${e(model.title)}</h1>
<p>${e(model.profileLabel)} (${e(model.profileId)}) · ${model.players} players · ${e(model.date)}</p>
<p>${model.totals.cards} cards in ${model.decks.filter((d) => d.total > 0).length} decks · ${p.errors} errors, ${p.warnings} warnings</p></header>
${decks.join('\n')}
${problems}
</body></html>
`;
}
