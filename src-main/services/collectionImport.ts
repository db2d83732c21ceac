/**
 * Reading a collection file (CSV export or GCCG deck list) into resolved lines: every
 * line becomes exactly one card, or an unresolved line with its number and reason.
 */
import { ApiError } from '../../src-shared/api/errors';
import { FileLimitError, LIMITS, refuseOversizedContent, refusingOverLimits } from '../../src-shared/api/limits';
import type { ImportPreview, ResolvedLine, UnresolvedLine } from '../../src-shared/api/schemas';
import type { Lot } from '../../src-shared/api/schemasLots';
import { parseCollectionCsv } from '../../src-shared/collection/csv';
import { parseGccgDeck } from '../../src-shared/collection/gccg';
import { mergeRepeatedCards } from '../../src-shared/collection/mergeRows';
import { resolveCardName, unknownCardId, type NameIndex } from '../../src-shared/collection/nameIndex';

export function detectFormat(fileName: string, content: string): 'csv' | 'meccg' {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.meccg') || lower.endsWith('.txt')) return 'meccg';
  const firstLine = content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (/card_id/i.test(firstLine) && firstLine.includes(',')) return 'csv';
  if (/^\s*(#|\d+\s)/.test(firstLine)) return 'meccg';
  throw new ApiError('BAD_FILE', `${fileName}: not a collection CSV or a GCCG deck list (.meccg); export a CSV from Arda Curator or pick a .meccg file.`);
}

export function previewCollectionFile(
  fileName: string,
  content: string,
  index: NameIndex,
  cardExists: (id: string) => { id: string; name: string } | null,
): LotImportPreview {
  refuseOversizedContent(fileName, content, 'collection');
  return refusingOverLimits(fileName, () => previewContent(fileName, content, index, cardExists));
}

/** A CSV line carries the card's lots when the file has the lot columns (the preview sent to the UI drops them). */
export type ResolvedLotLine = ResolvedLine & { lots?: Lot[] };
export type LotImportPreview = Omit<ImportPreview, 'resolved'> & { resolved: ResolvedLotLine[] };

function previewContent(
  fileName: string,
  content: string,
  index: NameIndex,
  cardExists: (id: string) => { id: string; name: string } | null,
): LotImportPreview {
  const format = detectFormat(fileName, content);
  const resolved: ResolvedLotLine[] = [];
  const unresolved: UnresolvedLine[] = [];
  if (format === 'csv') {
    const parsed = parseCollectionCsv(content);
    unresolved.push(...parsed.problems);
    for (const row of parsed.rows) {
      const text = [row.cardId, row.name, row.set].filter(Boolean).join(' ');
      let cardId: string | null = null;
      let name = row.name;
      if (row.cardId) {
        const card = cardExists(row.cardId);
        if (!card) {
          const { reason, code, params } = unknownCardId(row.cardId);
          unresolved.push({ line: row.line, text, reason, code, params });
          continue;
        }
        cardId = card.id;
        name = card.name;
      } else {
        const result = resolveCardName(index, { name: row.name, setCode: row.set || null });
        if (!result.ok) {
          unresolved.push({ line: row.line, text, reason: result.reason, code: result.code, params: result.params });
          continue;
        }
        cardId = result.cardId;
      }
      resolved.push({ line: row.line, cardId, name, count: row.count, note: row.note, storage: row.storage, ...(row.lots ? { lots: row.lots } : {}) });
    }
  } else {
    const parsed = parseGccgDeck(content, LIMITS.collectionCopiesPerCard);
    unresolved.push(...parsed.problems);
    for (const line of parsed.lines) {
      const result = resolveCardName(index, { name: line.name, setCode: line.setCode, tag: line.tag });
      if (!result.ok) {
        unresolved.push({ line: line.line, text: line.raw, reason: result.reason, code: result.code, params: result.params });
        continue;
      }
      resolved.push({ line: line.line, cardId: result.cardId, name: cardExists(result.cardId)?.name ?? line.name, count: line.count });
    }
  }
  refuseMergedPastCap(resolved);
  // A deck list adds each line's copies; a CSV sets the count, so its rows of one card merge.
  const { lines, merged } = format === 'csv' ? mergeRepeatedCards(resolved) : { lines: resolved, merged: [] };
  unresolved.sort((a, b) => a.line - b.line);
  return { fileName, format, resolved: lines, unresolved, copies: lines.reduce((n, r) => n + r.count, 0), merged };
}

/** Lines naming one card add up (deck list lines, repeated CSV rows); the sum must stay within the cap. */
function refuseMergedPastCap(lines: readonly ResolvedLine[]): void {
  const sums = new Map<string, number>();
  for (const line of lines) {
    const sum = (sums.get(line.cardId) ?? 0) + line.count;
    if (sum > LIMITS.collectionCopiesPerCard) {
      throw new FileLimitError(`line ${line.line}`, `${line.name} adds up to ${sum} copies, more than ${LIMITS.collectionCopiesPerCard}, the limit for one card in the collection`);
    }
    sums.set(line.cardId, sum);
  }
}
