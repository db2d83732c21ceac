/**
 * A deck drawn as stacks of cards: one column per kind of card (characters, allies, items,
 * creatures…), one stack per card with its copies, and where each column and stack sits on
 * screen. Pure: the visual deck view renders what this computes and tests check it.
 */

/** The kinds of card a deck's columns show, in their order on screen. */
export const STACK_KINDS = ['character', 'ally', 'faction', 'item', 'resourceEvent', 'creature', 'hazardEvent', 'site', 'region', 'unknown'] as const;
export type StackKind = (typeof STACK_KINDS)[number];

/** What the grouping needs to know of a card: its type and subtype as the card data has them. */
export interface StackCardFacts {
  type: string;
  subtype: string | null;
}

/** One card of the deck: owned copies and proxies (both are cards in the deck). */
export interface StackLine<C extends StackCardFacts = StackCardFacts> {
  cardId: string;
  name: string;
  copies: number;
  proxies: number;
  card: C | undefined;
}

export interface StackColumn<L extends StackLine = StackLine> {
  kind: StackKind;
  /** Cards in the column: every copy and proxy of its stacks. */
  count: number;
  stacks: L[];
}

/** The column a card goes in. Hazards that are creatures at all ("Creature/Permanent-event") are creatures. */
export function stackKind(card: StackCardFacts | undefined): StackKind {
  if (!card) return 'unknown';
  const subtype = card.subtype ?? '';
  switch (card.type) {
    case 'Character':
      return 'character';
    case 'Resource':
      if (subtype === 'Ally') return 'ally';
      if (subtype === 'Faction') return 'faction';
      return /Item$/.test(subtype) ? 'item' : 'resourceEvent';
    case 'Hazard':
      return /Creature/.test(subtype) ? 'creature' : 'hazardEvent';
    case 'Site':
      return 'site';
    case 'Region':
      return 'region';
    default:
      return 'unknown';
  }
}

/** The deck's lines as columns in STACK_KINDS order (empty kinds left out), each sorted by name then id. */
export function groupStacks<L extends StackLine>(lines: readonly L[]): StackColumn<L>[] {
  const byKind = new Map<StackKind, L[]>();
  for (const line of lines) {
    if (line.copies + line.proxies <= 0) continue;
    const kind = stackKind(line.card);
    const list = byKind.get(kind);
    if (list) list.push(line);
    else byKind.set(kind, [line]);
  }
  const order = (a: L, b: L) => a.name.localeCompare(b.name, 'en') || a.cardId.localeCompare(b.cardId, 'en', { numeric: true });
  return STACK_KINDS.flatMap((kind) => {
    const stacks = byKind.get(kind);
    if (!stacks) return [];
    stacks.sort(order);
    return [{ kind, count: stacks.reduce((n, l) => n + l.copies + l.proxies, 0), stacks }];
  });
}

/** Sizes of the drawing, in px. */
export interface StackMetrics {
  /** Width of a column (the card plus room for the fanned copies). */
  columnWidth: number;
  /** Space between columns, and between a column and the one placed below it. */
  gap: number;
  /** The column's heading (kind and count). */
  headerHeight: number;
  /** A whole card. */
  cardHeight: number;
  /** How much of each card shows above the next one in the stack (its name). */
  strip: number;
}

/** Room for the copies fanned out to the right of a card. */
export const FAN_WIDTH = 12;
const MIN_COLUMN = 150;
const MAX_COLUMN = 210;
/** A card's height over its width (63 × 88 mm). */
const CARD_RATIO = 88 / 63;

/**
 * Sizes for a view `width` px wide: as many columns as fit at 150 px or more, widened to
 * share the width (up to 210 px, where a name reads whole), cards in a card's proportions.
 */
export function stackMetricsFor(width: number): StackMetrics {
  const gap = 14;
  const lanes = Math.max(1, Math.floor((width + gap) / (MIN_COLUMN + gap)));
  const columnWidth = Math.max(MIN_COLUMN, Math.min(MAX_COLUMN, Math.floor((width - gap * (lanes - 1)) / lanes)));
  return { columnWidth, gap, headerHeight: 30, cardHeight: Math.round((columnWidth - FAN_WIDTH) * CARD_RATIO), strip: 30 };
}

export interface PlacedColumn {
  /** Index in the grouped columns. */
  index: number;
  x: number;
  y: number;
  height: number;
}

export interface StackLayout {
  lanes: number;
  columns: PlacedColumn[];
  height: number;
}

/** A column's height: its heading, the strips of all its stacks but the last, and the last card whole. */
export function columnHeight(stacks: number, m: StackMetrics): number {
  return m.headerHeight + (stacks > 0 ? (stacks - 1) * m.strip + m.cardHeight : 0);
}

/**
 * Places the columns in as many lanes as the width holds (at least one), each column in
 * turn under the lane that ends highest (leftmost on a tie): short columns fill in under
 * others instead of leaving a band of empty space, and the order still reads left to right.
 */
export function layoutStacks(stackCounts: readonly number[], width: number, m: StackMetrics): StackLayout {
  const lanes = Math.max(1, Math.floor((width + m.gap) / (m.columnWidth + m.gap)));
  const bottoms = new Array<number>(lanes).fill(0);
  const columns = stackCounts.map((stacks, index) => {
    let lane = 0;
    for (let i = 1; i < lanes; i++) if (bottoms[i]! < bottoms[lane]!) lane = i;
    const y = bottoms[lane]! === 0 ? 0 : bottoms[lane]! + m.gap;
    const height = columnHeight(stacks, m);
    bottoms[lane] = y + height;
    return { index, x: lane * (m.columnWidth + m.gap), y, height };
  });
  return { lanes, columns, height: Math.max(0, ...bottoms) };
}

/**
 * The stacks of a column that can be seen in the scrolled view (top and height of the view,
 * in the layout's coordinates), with `overscan` more at each end; null when none can.
 * A stack is drawn from its top to a whole card's height below it.
 */
export function visibleStacks(column: PlacedColumn, stacks: number, viewTop: number, viewHeight: number, m: StackMetrics, overscan = 0): { first: number; last: number } | null {
  if (stacks === 0) return null;
  const top = column.y + m.headerHeight;
  const first = Math.max(0, Math.floor((viewTop - top - m.cardHeight) / m.strip) + 1 - overscan);
  const last = Math.min(stacks - 1, Math.ceil((viewTop + viewHeight - top) / m.strip) - 1 + overscan);
  return first <= last ? { first, last } : null;
}

/**
 * The range widened to whole blocks of `chunk` stacks (within 0…count−1): the drawn set then
 * changes once per block scrolled, not at every strip, so scrolling re-renders rarely.
 */
export function widenToChunks(range: { first: number; last: number } | null, chunk: number, count: number): { first: number; last: number } | null {
  if (!range) return null;
  return { first: Math.floor(range.first / chunk) * chunk, last: Math.min(count - 1, (Math.floor(range.last / chunk) + 1) * chunk - 1) };
}
