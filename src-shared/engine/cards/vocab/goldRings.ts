/**
 * Minion gold rings ("May only be played at Bag End or a Ruins & Lairs [{R}] where gold rings are playable. Bearer must make
 * a corruption check at the end of each of his untap phases. Discard this ring when tested. …"): where it may be played, and
 * the untap-phase check; the test itself is the engine's (rings.ts testRing, with the kinds the text lists).
 */
import { cardOf, raceMatches, requestCheck, type CardDef, type Predicate, type Query, type SiteTypeCode } from '../cardApi';
import { atEndOfUntap } from './untapPhase';

/** The company's site is one of `names` (folded) or of one of `types` and lists gold rings among its playable items. */
export function goldRingSite(label: string, names: string[], types: SiteTypeCode[]): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      const co = q.s.companies.find((c) => c.id === q.companyId);
      const site = co ? q.s.catalog.cards[co.site] : undefined;
      if (!site) return false;
      return names.includes(site.key) || (site.siteType !== null && types.includes(site.siteType) && site.playable.includes('gold ring'));
    },
  };
}

/**
 * "May only be played at a Dragon’s Lair where gold rings are playable": a site whose automatic-attack is a Dragon's (Gold Hill,
 * Gondmaeglom, The Lonely Mountain, …) and that lists gold rings among its playable items.
 */
export const GOLD_RING_DRAGON_LAIR: Predicate = {
  is: 'custom',
  label: 'at a Dragon’s Lair where gold rings are playable',
  test: (q) => {
    const co = q.s.companies.find((c) => c.id === q.companyId);
    const site = co ? q.s.catalog.cards[co.site] : undefined;
    return Boolean(site?.playable.includes('gold ring') && site.autoAttacks.some((a) => raceMatches(a.race, ['Dragon'])));
  },
};

/** A minion gold ring playable only where `where` allows, whose bearer makes a corruption check at the end of each of his untap phases. */
export function minionGoldRing(name: string, text: string, where: Predicate): CardDef {
  return {
    name,
    alignment: ['Minion'],
    text,
    play: { side: 'resource', windows: ['site'], requires: [where] },
    static: [atEndOfUntap((s, bearer, ctx) => requestCheck(s, { inst: bearer, modifier: 0, why: name, failure: 'byMargin' }, ctx))],
  };
}

/** The first gold ring the targeted character bears (a character bearing several has his first one tested). */
export function goldRingOf(q: Query): number | undefined {
  return q.target === null ? undefined : q.s.chars[q.target]?.items.find((i) => cardOf(q.s, i).itemClass === 'gold ring');
}
