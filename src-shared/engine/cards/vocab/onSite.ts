/**
 * Resource events played on a site ("Playable on a Free-hold [{F}]", "Playable on a Haven [{H}]"). Arda's sites are the map,
 * not cards in play (engine README, Simplifications): the event lies in its player's play area and `GameState.placedAt` names
 * the site it was played on, chosen through a character of the player's company there. "Discard … when the site is returned
 * to the location deck or discarded": Arda's locations never are.
 */
import { companyOfChar, sameLocation, type Company, type Effect, type GameState, type PlaySpec, type Predicate, type SiteTypeCode, type Window } from '../cardApi';

/** The event is played on the site of the target character's company. */
export const placeOnSite: Effect = {
  do: 'custom',
  label: 'placed on the site',
  run: (q) => {
    const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
    if (co) (q.s.placedAt ??= {})[q.inst] = co.site;
  },
};

/** Played on the site of one of the player's companies, of one of these types: the target is a character of that company. */
export function onSiteOf(windows: Window[], types: SiteTypeCode[], label: string, more: Predicate[] = []): PlaySpec {
  return {
    side: 'resource',
    windows,
    target: {
      kind: 'character',
      side: 'own',
      where: [
        {
          is: 'custom',
          label,
          test: (q) => {
            const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
            const type = co ? q.s.catalog.cards[co.site]?.siteType : undefined;
            return type !== undefined && type !== null && types.includes(type);
          },
        },
        ...more,
      ],
    },
  };
}

/** The site the event was played on, while it is in a play area (null otherwise). */
export function siteOf(s: GameState, inst: number): string | null {
  const site = s.placedAt?.[inst];
  return site !== undefined && s.players.some((p) => p.playArea.includes(inst)) ? site : null;
}

/** The companies at the site the event was played on (all players', or one seat's). */
export function companiesAtSiteOf(s: GameState, inst: number, seat?: number): Company[] {
  const site = siteOf(s, inst);
  return site === null ? [] : s.companies.filter((co) => (seat === undefined || co.owner === seat) && sameLocation(s, co.site, site));
}
