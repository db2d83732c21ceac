/**
 * Seat colours and the small lookups every board component shares (card facts by instance,
 * names of sites and regions), all read from the seat's view.
 */
import type { GameView } from '@shared/engine';
import type { EngineCard } from '@shared/engine/types';
import { playAreaOwner, sphereOfSeat } from '@shared/play/lanes';

/** One colour per seat, nine for the biggest tables (tokens, arrows, names): distinct on the dark map, AA against --bg. */
export const SEAT_COLORS = ['#e3b650', '#6fbde3', '#e58a7c', '#92d17e', '#c59be8', '#5fd1c1', '#f0a45c', '#e88ac0', '#c4cc6e'] as const;

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? '#ccc';
}

/** The card behind an instance, or null when the view hides it (cardOf is ''). */
export function cardAt(view: GameView, inst: number): EngineCard | null {
  const id = view.cardOf[inst];
  return id ? (view.catalog.cards[id] ?? null) : null;
}

/** A site's name from its card id (the map, companies and sleeves name sites by card id). */
export function siteName(view: GameView, siteId: string): string {
  return view.catalog.cards[siteId]?.name ?? siteId;
}

export function regionName(view: GameView, key: string): string {
  return view.catalog.regions[key]?.name ?? key;
}

/** Seat numbers as players count them (1-based): "2, 3, 4". */
export function seatNumbers(seats: readonly number[]): string {
  return seats.map((s) => s + 1).join(', ');
}

export function playerName(view: GameView, seat: number): string {
  return view.players[seat]?.name ?? `Seat ${seat + 1}`;
}

/** The seats a card in a play area reaches at a simultaneous table (its player's Sphere); null otherwise (every seat). */
export function sphereOfCard(view: GameView, inst: number): number[] | null {
  const owner = playAreaOwner(view, inst);
  return owner < 0 ? null : sphereOfSeat(view, owner);
}
