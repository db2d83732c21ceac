/**
 * Corruption cards (hazard permanent-events with the keyword Corruption), played on a character of the moving company,
 * with their corruption points (the card data's corruption figure, counted by corruption.ts), their extra checks, and
 * their removal ("During his organization phase, the character may tap to attempt to remove this card. Make a
 * roll—if the result is greater than N, discard this card": action removeHazard, phases/removal.ts).
 */
import { type CardDef, cardOf, company, companyOfChar, corruptionCheck, type GameState, isHaven, nameKey, type Predicate, type Query, type RegionTypeCode, requestCheck, sitePathRegions, sitePathTypes, type StaticEffect } from '../cardApi';
import { atEndOfUntap } from './untapPhase';

/** The target is not of these races (Ringwraith, Wizard, Hobbit, Dwarf, Orc). */
export function notRace(...races: string[]): Predicate {
  return { is: 'custom', label: `non-${races.join(', non-')}`, test: (q: Query) => q.target !== null && !races.includes(cardOf(q.s, q.target).race ?? '') };
}

/**
 * Arda Revised §7 Corruption: one corruption card per character per turn; and "Cannot be duplicated
 * on a given character".
 */
function placeable(name: string, corruption = true): Predicate[] {
  const key = nameKey(name);
  return [
    ...(corruption ? [{ is: 'custom', label: 'no corruption card played on him this turn', test: (q: Query) => q.target !== null && !q.s.turn.corruptionCardOn.includes(q.target) } as const] : []),
    { is: 'custom', label: `no ${name} on him already`, test: (q) => q.target !== null && !(q.s.chars[q.target]?.hazards ?? []).some((h) => cardOf(q.s, h).key === key) },
  ];
}

export function corruptionPlay(name: string, where: Predicate[], corruption = true): CardDef['play'] {
  return { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company', where: [...where, ...placeable(name, corruption)] } };
}

/** The bearer makes `n` corruption checks (as long as he stays in play). */
export function checks(s: GameState, bearer: number, n: number, ctx: Parameters<typeof corruptionCheck>[3], why: string, modifier = 0): void {
  for (let i = 0; i < n; i++) requestCheck(s, { inst: bearer, modifier, why, failure: 'byMargin' }, ctx);
}

const removal = (above: number): StaticEffect => ({ on: 'removal', above, tap: true });

/** At the end of his company's movement/hazard phase, the moving bearer makes `count` checks (of its site path; null without an origin region). */
export function checksAtMhEnd(name: string, count: (path: RegionTypeCode[] | null, regions: string[]) => number): StaticEffect {
  return {
    on: 'mhEnd',
    run: (s, companyId, ctx, self) => {
      const co = company(s, companyId);
      const bearer = self?.bearer ?? null;
      if (!co?.dest || bearer === null || !co.chars.includes(bearer)) return;
      // Under-deeps movement has no site path (regions.ts sitePathRegions).
      const [origin, ...regions] = sitePathRegions(s.catalog, co);
      checks(s, bearer, count(origin ? sitePathTypes(s.catalog, origin, regions) : null, regions), ctx, name);
    },
  };
}

/**
 * "Makes a corruption check each time a character in his company becomes wounded / gains an item": a passive condition
 * (coe-rules 9.6), declared into a new chain after the action, one check for each such character (effects/passive.ts).
 */
export function checksForCompanion(event: 'wounded' | 'itemGained'): StaticEffect {
  const what = event === 'wounded' ? 'becomes wounded' : 'gains an item';
  return { on: 'passive', label: `a corruption check: a character in his company ${what}`, trigger: { event, in: 'bearerCompany' }, effects: [{ do: 'corruptionCheck', who: 'target', modifier: 0 }] };
}

/**
 * A card played on a character of the moving company and attached to him, with its continuous effects and its
 * removal (the bearer taps in his organization phase; a roll greater than `above` discards it). Its scenarios: the card's
 * own (tests/cards/scenarios/<slug>.ts), then the removal's (template corruptionRemoval, tests/cards/templates/corruption.ts)
 * with `who` (Aragorn II) as the bearer of seat `seat` (0), played on him at `from` (Rivendell).
 */
export function corruptionCard(o: { name: string; text: string; where: Predicate[]; above: number; corruption?: boolean; who?: string; seat?: number; from?: string; static?: StaticEffect[] }): CardDef {
  return {
    name: o.name,
    text: o.text,
    play: corruptionPlay(o.name, o.where, o.corruption),
    effects: [{ do: 'attach', to: 'target' }],
    static: [...(o.static ?? []), removal(o.above)],
    template: { kind: 'corruptionRemoval', args: [o.above, o.who ?? 'Aragorn II', o.seat ?? 0, ...(o.from ? [o.from] : [])] },
  };
}

/**
 * "Makes a corruption check at the end of his untap phase if not at a Haven [{H}]" (`atHaven` false; true: "if at a Haven"):
 * the bearer's company's site decides.
 */
export function untapCheck(name: string, atHaven: boolean): StaticEffect {
  return atEndOfUntap((s, bearer, ctx) => {
    const co = companyOfChar(s, bearer);
    if (co && isHaven(s, co.site) === atHaven) checks(s, bearer, 1, ctx, name);
  });
}

/** The target is not at a Haven/Darkhaven [{H}] (his company's site; a moving company is still at its site of origin). */
export const notAtHaven: Predicate = {
  is: 'custom',
  label: 'not at a Haven',
  test: (q) => {
    const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
    return co !== undefined && !isHaven(q.s, co.site);
  },
};
