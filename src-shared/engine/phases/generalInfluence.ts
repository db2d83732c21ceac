/**
 * General influence over its limit (coe-rules 2.II.8): "If the total mind of a player's non-follower characters exceeds that player's
 * general influence, the characters remain under that player's control until the end of that player's organization phase, at which
 * point the player must immediately discard enough non-avatar characters so that their maximum general influence is not exceeded
 * (which does not count as organizing). Those characters must first include any non-avatar characters that were brought into play
 * this turn, and characters played this turn are returned to the player's hand instead of being discarded for this purpose. […]
 * Finally that player may choose which other non-avatar characters to discard until their maximum general influence is no longer
 * exceeded." A character's mind may rise while he is in play (a Mind Ring lost: "-1 to mind to a minimum of 1"), so the player may
 * be over 20 between two organization phases; flow.ts enterLongEvent settles it as his organization phase ends.
 */
import { removeCharacter } from '../corruption';
import { cardOf, companiesOf, controlMind, generalInfluence, usedGeneralInfluence, type Ctx } from '../state';
import type { GameState } from '../types';
import { toCharacterDeck } from './keepItem';

/** His non-avatar characters under general influence, those played this turn first. */
function candidates(s: GameState, seat: number): { played: number[]; others: number[] } {
  const all = companiesOf(s, seat).flatMap((co) => co.chars).filter((ch) => s.chars[ch]?.followerOf === null && !cardOf(s, ch).avatar);
  const played = all.filter((ch) => s.turn.charactersPlayed?.includes(ch));
  return { played, others: all.filter((ch) => !played.includes(ch)) };
}

/**
 * The end of the seat's organization phase: while his characters' mind exceeds his general influence, a character played this turn
 * returns to the Character deck (Arda's "hand" of characters: phases/keepItem.ts), then others are discarded. The player's choice
 * among the others is made for him (README "Simplifications"): the character of least mind that brings him within the limit, else
 * the one of most mind, and so on.
 */
export function settleGeneralInfluence(s: GameState, seat: number, ctx: Ctx): void {
  for (let guard = 0; guard < 40; guard++) {
    const over = usedGeneralInfluence(s, seat) - generalInfluence(s, seat);
    if (over <= 0) return;
    const { played, others } = candidates(s, seat);
    const first = played[0];
    if (first !== undefined) {
      toCharacterDeck(s, first, 'general influence exceeded at the end of the organization phase', ctx);
      continue;
    }
    if (others.length === 0) return;
    const byMind = [...others].sort((a, b) => controlMind(s, a) - controlMind(s, b) || a - b);
    const pick = byMind.find((ch) => controlMind(s, ch) >= over) ?? (byMind[byMind.length - 1] as number);
    ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, pick).name} is discarded: general influence exceeded at the end of the organization phase`, inst: pick, seat });
    removeCharacter(s, pick, 'discarded', ctx);
  }
}
