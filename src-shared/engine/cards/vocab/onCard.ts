/**
 * Resource events played on another card in play ("Playable on a unique Orc or Troll Faction", "Play on a resource
 * long-event"): the event lies in its player's play area and `GameState.playedOn` names the card it was played on; it leaves
 * play with that card.
 */
import { cardOf, player, removeFrom, toDiscard, type Ctx, type Effect, type GameState, type Predicate, type StaticEffect, type TargetSpec } from '../cardApi';

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

/** "Playable on a faction in play": one of the player's factions (coe-rules 9.3.3: a player does not target an opponent's resources with his own). */
export const YOUR_FACTION: TargetSpec = {
  kind: 'custom',
  label: 'a faction of yours in play',
  targets: (s, seat) => player(s, seat).playArea.filter((i) => cardOf(s, i).subtype === 'Faction'),
};

/** "Cannot be duplicated on a given faction": no card of this name in play was played on the target. */
export const NOT_ON_IT_ALREADY: Predicate = {
  is: 'custom',
  label: 'no card of this name played on it already',
  test: (q) => !Object.entries(q.s.playedOn ?? {}).some(([inst, on]) => on === q.target && cardUnder(q.s, Number(inst)) === on && cardOf(q.s, Number(inst)).key === q.card.key),
};

/** "Discard when any play deck is exhausted": a Play deck runs out and its discard pile is reshuffled into it (state.ts drawFrom). */
export const DISCARD_WHEN_PLAY_DECK_EXHAUSTED: StaticEffect = {
  on: 'afterAction',
  run: (s, events, ctx, self) => {
    if (events.some((e) => e.type === 'reshuffle' && e.deck === 'play')) discardWithUnder(s, self.inst, ctx);
  },
};

/** The event is discarded once the card it was played on has left its player's play area (discarded, or influenced away by an opponent). */
export const LEAVES_WITH_YOUR_CARD: StaticEffect = {
  on: 'afterAction',
  run: (s, _events, ctx, self) => {
    const under = s.playedOn?.[self.inst];
    const holder = s.players.find((p) => p.playArea.includes(self.inst));
    if (under !== undefined && holder && !holder.playArea.includes(under)) discardWithUnder(s, self.inst, ctx);
  },
};
