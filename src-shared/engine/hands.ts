/**
 * Hand resolution (Arda Revised "Hand size"): the Play hand to 8 (drawing, or a discard step when
 * above) and the Treasure (MP) hand to 5. Dark Arda's Whispers of Rings changes the Treasure refill
 * (darkArda/whispers.ts refillTreasure): it can wait, or draw from the Ring deck instead.
 */
import { refillTreasure } from './darkArda/whispers';
import { drawCards, handSize, player, type Ctx } from './state';
import type { GameState } from './types';

/** `turnOver`: the seat's own turn is ending now (what lifts a Treasure hand held "until the end of his … turn"). */
export function resetHands(s: GameState, seat: number, ctx: Ctx, turnOver = false): void {
  const p = player(s, seat);
  if (p.out) return;
  if (p.hand.length < handSize(s, seat)) drawCards(s, seat, handSize(s, seat) - p.hand.length, ctx);
  refillTreasure(s, seat, ctx, turnOver);
  if (p.hand.length > handSize(s, seat)) s.stack.push({ kind: 'discardExcess', seat });
}
