/**
 * Where an item may be stored and for how many marshalling points. Arda Revised (Organization phase): "Store items or other designated resources
 * from your companies at a Haven site or at sites specified on the item cards"; "Some items and resource cards state that they can be stored when
 * at a specific site (e.g., the Book of Mazarbul can be stored at a Dwarfhold). Such an item or resource card is still placed in the marshalling
 * point pile and cannot be brought back into play." An item's definition names such sites (a `storedAt` static: "May be stored at Barad-dûr for 5
 * marshalling points", "2 marshalling points if stored at Bag End", "1 marshalling point if stored at a Haven"); the points it was stored for are
 * kept in `GameState.storedMp` and scored in place of its printed ones (scoring.ts).
 */
import { defOf } from './effects/defs';
import type { StaticEffect } from './effects/types';
import { nameKey } from './facts';
import { cardOf, isHaven, player, removeFrom, type Ctx } from './state';
import type { GameState } from './types';

type StoredAt = Extract<StaticEffect, { on: 'storedAt' }>;

/** The item's `storedAt` static that names this site (by name, or any Haven), if any. */
function storedAtHere(s: GameState, item: number, site: string): StoredAt | undefined {
  const key = s.catalog.cards[site]?.key;
  return (defOf(cardOf(s, item))?.static ?? []).find((e): e is StoredAt => e.on === 'storedAt' && ((e.haven === true && isHaven(s, site)) || (key !== undefined && (e.sites ?? []).some((n) => nameKey(n) === key))));
}

/** The points the item would be stored for at this site, or null when it may not be stored there (not a Haven nor a site its card names; no points). */
export function storablePoints(s: GameState, item: number, site: string): number | null {
  const card = cardOf(s, item);
  if (card.ringKind === 'one') return null;
  const named = storedAtHere(s, item, site);
  if (named) return named.mp;
  return isHaven(s, site) && card.mp > 0 ? card.mp : null;
}

/** The item goes from its bearer to the seat's marshalling point pile, with the points it was stored for when its card names the site; the site's `storedHere` effect. */
export function storeNow(s: GameState, bearer: number, item: number, seat: number, site: string, ctx: Ctx): void {
  removeFrom(s.chars[bearer]?.items ?? [], item);
  player(s, seat).mpPile.push(item);
  const named = storedAtHere(s, item, site);
  if (named) (s.storedMp ??= {})[String(item)] = named.mp;
  ctx.events.push({ type: 'storeItem', seat, card: s.cardOf[item] as string });
  // The site's own text ("Any gold ring stored at this site is automatically tested"): its definition's `storedHere` effect.
  const here = s.catalog.cards[site];
  for (const e of here ? (defOf(here)?.static ?? []) : []) if (e.on === 'storedHere') e.run(s, item, seat, ctx);
}
