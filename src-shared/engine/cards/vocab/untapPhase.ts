/**
 * What cards on a character do at the end of his untap phase, which is the start of his player's turn (flow.ts beginTurn,
 * event 'turn'): "makes a corruption check at the end of his untap phase", "may not untap until this card is stored".
 */
import { cardOf, statusOf, type Ctx, type GameEvent, type GameState, type StaticEffect } from '../cardApi';

/** The character's player began his turn in this action (his untap phase has just been played). */
export function untapPhaseOf(s: GameState, events: readonly GameEvent[], character: number | null): boolean {
  const owner = character !== null ? s.chars[character]?.owner : undefined;
  return owner !== undefined && events.some((e) => e.type === 'turn' && e.seat === owner);
}

/** A card's effect at the end of each of its bearer's untap phases ("Bearer must make a corruption check at the end of each of his untap phases"). */
export function atEndOfUntap(run: (s: GameState, bearer: number, ctx: Ctx) => void): StaticEffect {
  return {
    on: 'afterAction',
    run: (s, events, ctx, self) => {
      if (self.bearer !== null && untapPhaseOf(s, events, self.bearer)) run(s, self.bearer, ctx);
    },
  };
}

/** "… may not untap until …": the untap phase of `who`'s player leaves him tapped (`by` names the card). */
export function keepTapped(s: GameState, who: number, by: { inst: number; name: string }, ctx: Ctx): void {
  if (statusOf(s, who) !== 'untapped') return;
  s.status[who] = 'tapped';
  ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, who).name} may not untap (${by.name})`, card: s.cardOf[by.inst] });
}
