/** Hero resource permanent-events: conditions on what is in play that keep them in play. */
import { cardOf, eventsIn, nameKey, removeFrom, toDiscard, type StaticEffect } from '../cardApi';

/**
 * "Discard if the Men of Lamedon leave play": after any action, the card (in its player's play area) is discarded once no card
 * of these names is in play (a play area or a character's items, allies and cards, any player's).
 */
export function discardWhenGone(names: string[]): StaticEffect {
  const keys = names.map(nameKey);
  return {
    on: 'afterAction',
    run: (s, _events, ctx, self) => {
      const here = s.players.find((p) => p.playArea.includes(self.inst));
      if (!here) return;
      const present = (i: number) => keys.includes(cardOf(s, i).key);
      const inPlay = s.players.some((p) => p.playArea.some(present)) || Object.values(s.chars).some((ch) => [...ch.items, ...ch.allies, ...ch.hazards].some(present));
      if (inPlay) return;
      removeFrom(here.playArea, self.inst);
      toDiscard(s, self.inst, ctx);
    },
  };
}

/**
 * "Discard when any hero Dwarf faction, hero Elf faction, or hero Man faction is discarded from play": after any action that discarded
 * such a card (of `subtype`, `alignment` and one of `races`) — not one whose play failed (a faction's influence check: it was never in
 * play) — the card (in its player's play area) is discarded.
 */
export function discardWhenOneDiscarded(o: { subtype: string; alignment: string; races: string[] }): StaticEffect {
  return {
    on: 'afterAction',
    run: (s, events, ctx, self) => {
      const here = s.players.find((p) => p.playArea.includes(self.inst));
      if (!here) return;
      const failed = new Set(eventsIn(events, 'playMpCard').filter((e) => e.success === false).map((e) => e.card));
      const hit = eventsIn(events, 'discard').some((e) => {
        const c = cardOf(s, e.inst);
        return e.inst !== self.inst && !failed.has(c.id) && c.subtype === o.subtype && c.alignment === o.alignment && o.races.includes(c.race ?? '');
      });
      if (!hit) return;
      removeFrom(here.playArea, self.inst);
      toDiscard(s, self.inst, ctx);
    },
  };
}
