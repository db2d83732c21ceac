/** Plain-text output of the CLI: tables, summaries and the progress line. */
import type { CardImportReport, CardRow, CollectionStats } from '../../src-shared/api/schemas';

/**
 * A line as it may reach a terminal: control characters that came from a file (escape
 * sequences, carriage returns, bells, bidi overrides) are shown as \xHH or \uHHHH instead of
 * acting on the terminal. Line breaks are kept (pretty JSON spans lines); tabs are shown
 * too, since the CLI's own columns are spaces.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function escapeControls(line: string): string {
  return line.replace(CONTROL, (ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/** Left-aligned columns separated by two spaces; no trailing spaces. */
export function table(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function formatCardImport(report: CardImportReport): string {
  return (
    `Imported ${plural(report.cards, 'card')} in ${plural(report.sets, 'set')} from ${report.source}: ` +
    `${report.added} added, ${report.updated} updated, ${report.removed} removed` +
    (report.keptOwned > 0 ? ` (${plural(report.keptOwned, 'owned card')} no longer in the data kept)` : '') +
    ` in ${(report.durationMs / 1000).toFixed(1)} s.`
  );
}

export function formatSearch(cards: CardRow[], more: boolean): string[] {
  if (cards.length === 0) return ['No cards match.'];
  const rows = cards.map((card) => [
    card.id,
    card.name,
    card.subtype ? `${card.type} (${card.subtype})` : card.type,
    card.alignment,
    card.owned > 0 ? `owned ${card.owned}` : '',
  ]);
  const summary = more ? `First ${plural(cards.length, 'card')}; more match (use --limit N to see them).` : `${plural(cards.length, 'card')}.`;
  return [...table(rows), summary];
}

export function formatStats(stats: CollectionStats): string[] {
  const percent = (owned: number, total: number) => (total === 0 ? '0%' : `${Math.floor((owned / total) * 100)}%`);
  const rows = [
    ['Set', 'Name', 'Owned', 'Of', 'Done', 'Copies'],
    ...stats.sets.map((s) => [s.setId, s.name, String(s.distinctOwned), String(s.total), percent(s.distinctOwned, s.total), String(s.copies)]),
    ['All', '', String(stats.distinctOwned), String(stats.total), percent(stats.distinctOwned, stats.total), String(stats.copies)],
  ];
  return table(rows);
}

/** Repeated file content is shortened: a line of a megabyte would bury the message. */
export function excerpt(text: string, max = 120): string {
  // A CSV record may span lines; its echo stays on one (a line feed shown like other controls).
  const trimmed = text.trim().replace(/\n/g, '\\x0A');
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed;
}

export function formatUnresolved(lines: readonly { line: number; text: string; reason: string }[]): string[] {
  return lines.map((l) => `  line ${l.line}: ${excerpt(l.text)} — ${excerpt(l.reason, 240)}`);
}

/**
 * Progress on stderr: one line per change when piped (scripts and tests read each line
 * as it comes), a single rewritten line on a terminal.
 */
export function progressPrinter(stream: { write(text: string): unknown; isTTY?: boolean }) {
  let last = '';
  let open = false;
  return {
    update(message: string): void {
      if (message === last) return;
      last = message;
      if (stream.isTTY) {
        stream.write(`\r${message}\x1b[K`);
        open = true;
      } else stream.write(`${message}\n`);
    },
    done(): void {
      if (open) stream.write('\n');
      open = false;
    },
  };
}
