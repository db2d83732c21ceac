/**
 * The Under-deeps: cards that modify the Under-deeps movement roll (coe-rules 2.IV.i.1: "the company must stay at its current site if the roll is
 * less than the number listed next to the new site's name on the site of origin"; phases/movementHazard.ts deepsRoll).
 */
import { cardOf, company, companyOfChar, nameKey, raceMatches, removeFrom, toDiscard, type Ctx, type Effect, type GameState, type Predicate, type SiteTypeCode, type StaticEffect } from '../cardApi';
import { concerned } from './hazards';

type DeepsRoll = Extract<StaticEffect, { on: 'underDeepsRoll' }>;

/**
 * `delta` to the Under-deeps movement roll ("+2 to all rolls required for bearer's company to move to adjacent Under-deeps sites"; a roll
 * "required … is decreased by 4" is +4): `bearerCompany`, only the bearer's company; `betweenDeeps`, only between two Under-deeps sites.
 */
export function deepsRollBonus(label: string, delta: number, only: Pick<DeepsRoll, 'bearerCompany' | 'betweenDeeps' | 'alignment'> = {}): StaticEffect {
  return { on: 'underDeepsRoll', delta, label, ...only };
}

/**
 * "Playable at any Under-deeps site", "at any Under-deeps Dark-hold [{D}] or Shadow-hold [{S}]": the company's site is an Under-deeps site (of
 * these types), as data (effects/query.ts `underDeeps` and `siteType`).
 */
export function underDeepsSite(types?: SiteTypeCode[]): Predicate[] {
  return [{ is: 'underDeeps' }, ...(types ? [{ is: 'siteType' as const, types }] : [])];
}

/**
 * "At a tapped or untapped Under-deeps site with a Troll automatic-attack": the acting company's site is an Under-deeps site with an
 * automatic-attack of this race.
 */
export function atUnderDeeps(label: string, o: { autoAttackRace: string }): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : q.target !== null ? companyOfChar(q.s, q.target) : undefined;
      const site = co ? q.s.catalog.cards[co.site] : undefined;
      return Boolean(site?.underDeeps) && site!.autoAttacks.some((a) => raceMatches(a.race, [o.autoAttackRace]));
    },
  };
}

/** "Playable at … a non-Under-deeps Ruins & Lairs": the acting company's site is a surface site. */
export const AT_SURFACE_SITE: Predicate = {
  is: 'custom',
  label: 'a non-Under-deeps site',
  test: (q) => {
    const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : q.target !== null ? companyOfChar(q.s, q.target) : undefined;
    return Boolean(co && q.s.catalog.cards[co.site]?.underDeeps !== true);
  },
};

/**
 * "A company moving to or from an Under-deeps site must return to its site of origin" (Under-deeps movement, phases/organization.ts): at the end of
 * its movement/hazard phase the company stays where it was, as Long Winter's (cards/vocab/returnToOrigin.ts).
 */
export function returnFromDeeps(name: string): StaticEffect {
  return {
    on: 'mhEnd',
    run: (s, companyId, ctx) => {
      const co = company(s, companyId);
      if (!co?.dest?.underDeeps) return;
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${name}: the company returns to its site of origin`, companyId });
      co.dest = null;
    },
  };
}

/** "Discards … The Way is Shut": each card of that name in a play area is discarded. */
export function discardNamedInPlay(label: string, name: string): Effect {
  const key = nameKey(name);
  return {
    do: 'custom',
    label,
    run: (q, ctx: Ctx) => {
      for (const p of q.s.players)
        for (const i of p.playArea.filter((x) => cardOf(q.s, x).key === key)) {
          removeFrom(p.playArea, i);
          delete q.s.eventTurn[i];
          toDiscard(q.s, i, ctx);
        }
    },
  };
}

/** Spawn cards in play ("Eliminated Spawn do not count": an eliminated card is out of play): in play areas and with characters. */
export function spawnInPlay(s: GameState): number {
  const spawn = (i: number) => cardOf(s, i).keywords.includes('Spawn');
  let n = 0;
  for (const p of s.players) n += p.playArea.filter(spawn).length;
  for (const ch of Object.values(s.chars)) n += [...ch.allies, ...ch.items, ...ch.hazards].filter(spawn).length;
  return n;
}

/** The company is at an Under-deeps site, or moving to or from one ("at, nor moving to or from, an Under-deeps site"). */
export function inTheDeeps(s: GameState, companyId: string): boolean {
  const co = company(s, companyId);
  return Boolean(co && (co.dest?.underDeeps === true || s.catalog.cards[co.site]?.underDeeps === true));
}

/** The company is at an Under-deeps site or moving to one ("each company at or moving to an Under-deeps site"). */
export function atOrMovingToDeeps(s: GameState, companyId: string): boolean {
  const co = company(s, companyId);
  return Boolean(co && s.catalog.cards[co.dest?.site ?? co.site]?.underDeeps === true);
}

/** "Playable on a company at or moving to a Ruins & Lairs [{R}] or Under-deeps site": its new site when moving, else its site. */
export function atOrMovingToDeepsOr(label: string, types: SiteTypeCode[]): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      const co = concerned(q);
      const site = co ? q.s.catalog.cards[co.dest?.site ?? co.site] : undefined;
      return Boolean(site && (site.underDeeps || (site.siteType !== null && types.includes(site.siteType))));
    },
  };
}
