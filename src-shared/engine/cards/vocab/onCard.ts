/**
 * Resource events played on another card in play ("Playable on a unique Orc or Troll Faction", "Play on a resource
 * long-event"): the event lies in its player's play area and `GameState.playedOn` names the card it was played on; it leaves
 * play with that card.
 */
import { removeFrom, toDiscard, type Ctx, type Effect, type GameState, type StaticEffect } from '../cardApi';

/** The event is played on its target (a card in play). */
export const placeOnTarget: Effect = {
  do: 'custom',
  label: 'placed on the card',
  run: (q) => {
    if (q.target !== null) (q.s.playedOn ??= {})[q.inst] = q.target;
  },
};

/** Whether a card is in play: in a play area, or an item, ally or card with a character. */
export function inPlay(s: GameState, inst: number): boolean {
  return s.players.some((p) => p.playArea.includes(inst)) || Object.values(s.chars).some((ch) => ch.items.includes(inst) || ch.allies.includes(inst) || ch.hazards.includes(inst));
}

/** The card the event was played on, while both are in play (null otherwise). */
export function cardUnder(s: GameState, inst: number): number | null {
  const under = s.playedOn?.[inst];
  return under !== undefined && s.players.some((p) => p.playArea.includes(inst)) && inPlay(s, under) ? under : null;
}

/** The event (in a play area) is discarded; with `under`, the card it was played on too. */
export function discardWithUnder(s: GameState, inst: number, ctx: Ctx, under = false): void {
  const target = s.playedOn?.[inst];
  for (const p of s.players) if (removeFrom(p.playArea, inst)) toDiscard(s, inst, ctx);
  if (!under || target === undefined) return;
  for (const p of s.players) if (removeFrom(p.playArea, target)) toDiscard(s, target, ctx);
}

/** The event is discarded once the card it was played on has left play. */
export const leavesWithIt: StaticEffect = {
  on: 'afterAction',
  run: (s, _events, ctx, self) => {
    const under = s.playedOn?.[self.inst];
    if (under !== undefined && s.players.some((p) => p.playArea.includes(self.inst)) && !inPlay(s, under)) discardWithUnder(s, self.inst, ctx);
  },
};
