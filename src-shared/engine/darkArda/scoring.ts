/**
 * Dark Arda's end-of-game count ("Winning the Game"): "each player's MP are totaled as per the
 * standard rules (including double MP for sources that no other player has, and restricting any
 * one source to providing no more than half the player's total MP)". The standard rules are
 * Council of Elrond 10.3.iii–iv; the multiplayer reading of the doubling is multiplayer.txt's
 * "only double … if none of your opponent's have any points in that category".
 */
import type { ScoreSheet } from '../types';

export type Source = 'character' | 'item' | 'faction' | 'ally' | 'kill' | 'misc';
export const SOURCES: readonly Source[] = ['character', 'item', 'faction', 'ally', 'kill', 'misc'];
/** CoE 10.3.iii: "a source other than kill or miscellaneous". */
export const DOUBLING_SOURCES: readonly Source[] = ['character', 'item', 'faction', 'ally'];

export type RawSheet = Omit<ScoreSheet, 'total'>;

export interface FinalSheet extends ScoreSheet {
  /** Sources doubled because no opponent had points in them. */
  doubled: Source[];
  /** The source cut to half the total, if one was. */
  capped: Source | null;
}

/** Doubles each of `sheets[seat]`'s doubling sources no opponent has points (above zero) in. */
function doubledSources(sheets: readonly RawSheet[], seat: number): Source[] {
  const own = sheets[seat] as RawSheet;
  return DOUBLING_SOURCES.filter((src) => own[src] > 0 && sheets.every((other, i) => i === seat || other[src] <= 0));
}

/**
 * CoE 10.3.iv: "If more than half of a player's marshalling point total comes from a single source
 * (ignoring negative sources), that player reduces … that source until it is no more than half".
 * A source is at most half the total exactly when it is at most the sum of the other positive sources.
 */
function capToHalf(values: Record<Source, number>): Source | null {
  for (const src of SOURCES) {
    const others = SOURCES.filter((o) => o !== src).reduce((sum, o) => sum + Math.max(0, values[o]), 0);
    if (values[src] > others) {
      values[src] = others;
      return src;
    }
  }
  return null;
}

/** Final totals for every seat, from the raw per-category points of all seats. */
export function finalScores(sheets: readonly RawSheet[]): FinalSheet[] {
  return sheets.map((raw, seat) => {
    const doubled = doubledSources(sheets, seat);
    const values = Object.fromEntries(SOURCES.map((src) => [src, doubled.includes(src) ? raw[src] * 2 : raw[src]])) as Record<Source, number>;
    const capped = capToHalf(values);
    const total = SOURCES.reduce((sum, src) => sum + values[src], 0) - raw.negative;
    return { ...values, negative: raw.negative, total, doubled, capped };
  });
}
