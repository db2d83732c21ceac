/**
 * One card named on several rows of a collection CSV (by id, or once by id and once by
 * name): the rows become one, counts added up, lots appended in file order, and the
 * distinct notes and places kept, joined by " / ". A CSV sets what is owned, so keeping
 * only one row would store less than the file says; the merges are reported to the user.
 */
import { FileLimitError } from '../api/limits';
import type { MergedCard } from '../api/schemas';
import { LOT_LIMITS, type Lot } from '../api/schemasLots';

export interface CardLine {
  line: number;
  cardId: string;
  name: string;
  count: number;
  note?: string;
  storage?: string;
  lots?: Lot[];
}

const joinDistinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => v !== undefined && v !== ''))].join(' / ');

/** The lines with each card once (at its first line), and the cards that were merged. */
export function mergeRepeatedCards<T extends CardLine>(lines: readonly T[]): { lines: T[]; merged: MergedCard[] } {
  const byCard = new Map<string, T[]>();
  for (const line of lines) byCard.set(line.cardId, [...(byCard.get(line.cardId) ?? []), line]);
  const merged: MergedCard[] = [];
  const out: T[] = [];
  for (const [cardId, group] of byCard) {
    const first = group[0]!;
    if (group.length === 1) {
      out.push(first);
      continue;
    }
    const count = group.reduce((n, l) => n + l.count, 0);
    const lots = first.lots === undefined ? undefined : group.flatMap((l) => l.lots ?? []);
    if (lots !== undefined && lots.length > LOT_LIMITS.lotsPerCard) {
      throw new FileLimitError(`line ${group[group.length - 1]!.line}`, `the rows of ${first.name} together hold more than ${LOT_LIMITS.lotsPerCard} lots, the limit for one card`);
    }
    out.push({
      ...first,
      count,
      note: joinDistinct(group.map((l) => l.note)),
      storage: joinDistinct(group.map((l) => l.storage)),
      ...(lots !== undefined ? { lots } : {}),
    });
    merged.push({ cardId, name: first.name, lines: group.map((l) => l.line), count });
  }
  return { lines: out, merged };
}
