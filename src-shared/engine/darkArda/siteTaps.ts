/**
 * Dark Arda sites ("Arda Deck Construction", Site Deck): "If each player does not have their own site deck, then one shared
 * site deck may be used, with players individually keeping track of the sites they've visited and tapped." Either way a site
 * tapped by a player is tapped for that player only, and stays so after his company leaves: coe-rules "once you've tapped a
 * site, you can't use it again until it returns to your location deck (normally when you exhaust your play deck)" — here the
 * shared Play Deck (state.ts drawFrom clears the marks). Other players may still use the site. "The Site and Haven decks can be
 * face up, and may be searched as needed": every site of the map is available, and Darkhavens are never tapped.
 *
 * Company.siteTapped keeps its meaning for the engine (this company may not explore its site); syncSiteTaps, run after each
 * action, records a company's tapped site for its owner and marks his companies at a site he tapped before.
 */
import { isHaven } from '../state';
import type { GameState } from '../types';
import { isDarkArda } from './profile';

function siteKey(s: GameState, site: string): string {
  return s.catalog.cards[site]?.key ?? site;
}

/** Whether `seat` has tapped this site (any version of it: sites are compared by name). */
export function siteTappedFor(s: GameState, seat: number, site: string): boolean {
  return (s.sitesTapped?.[seat] ?? []).includes(siteKey(s, site));
}

export function syncSiteTaps(s: GameState): void {
  if (!isDarkArda(s)) return;
  for (const co of s.companies) {
    if (isHaven(s, co.site)) continue;
    if (co.siteTapped) {
      if (siteTappedFor(s, co.owner, co.site)) continue;
      s.sitesTapped ??= {};
      (s.sitesTapped[co.owner] ??= []).push(siteKey(s, co.site));
    } else if (siteTappedFor(s, co.owner, co.site)) co.siteTapped = true;
  }
}
