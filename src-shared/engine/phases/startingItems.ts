/**
 * The minor item draft's choices, shared by Arda Revised §3 and Dark Arda setup step 3: who may
 * bear a starting item, and which cards of the Minor Item deck a seat may still pick.
 */
import { cardOf, player, setZones } from '../state';
import type { Alignment, EngineCard, GameState } from '../types';
import { inPlayKeys } from './organization';

/** A seat's starting characters that can bear items (a Ringwraith cannot). */
export function itemBearers(s: GameState, seat: number): number[] {
  return s.companies.filter((c) => c.owner === seat).flatMap((c) => c.chars).filter((c) => cardOf(s, c).race !== 'Ringwraith');
}

/**
 * One instance of each card name the seat does not yet hold (borne, or in its play area for the
 * Dark Arda permanent-events), drawn from the given side's Minor Item deck; no unique card already
 * in play (coe-rules: "only one such card can be in play … at a time, across both your cards and
 * your opponent's cards").
 */
export function startingItemChoices(s: GameState, seat: number, side: Alignment): number[] {
  const held = [...itemBearers(s, seat).flatMap((c) => s.chars[c]?.items ?? []), ...player(s, seat).playArea];
  const mine = new Set(held.map((i) => s.cardOf[i]));
  const seen = new Set<string>();
  // A unique item another seat drafted from the other side's set (a Wizard and a Ringwraith set each hold one) is in play already.
  const inPlay = inPlayKeys(s);
  return setZones(s, side).decks.minor.filter((inst) => {
    const id = s.cardOf[inst] as string;
    if (mine.has(id) || seen.has(id)) return false;
    if (cardOf(s, inst).unique && inPlay.has(cardOf(s, inst).key)) return false;
    // "Cannot be included with a starting company" (Records Unread, Secret Book).
    if (/cannot be included with a starting company/i.test(s.catalog.cards[id]?.text ?? '')) return false;
    // "May also be used as a hero resource …, but may not be included with a hero starting company" (Deadly Dart).
    if (player(s, seat).alignment === 'wizard' && /may not be included with a hero starting company/i.test(s.catalog.cards[id]?.text ?? '')) return false;
    seen.add(id);
    return true;
  });
}

/** A permanent-event of the Minor Item deck ("Whispers of Rings and Orders from Lugburz … taken instead of a minor item"): into play unattached. */
export function isMinorEvent(c: EngineCard): boolean {
  return c.itemClass === null && c.eventKind !== null;
}
