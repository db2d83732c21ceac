/**
 * Hazard short-events (cards/defs): Arouse Denizens / Minions (+N prowess to one automatic-attack at the site this turn),
 * the Lost in … cards (the hazard limit grows with the site path), and the items, rings and characters they look at.
 */
import { attackRace, type CardDef, cardOf, type Ctx, currentCombat, currentMH, type Effect, type EngineCard, type Predicate, type Query, raceMatches, regionOf, type RegionTypeCode, roll2d6, type SiteTypeCode, type TargetSpec } from '../cardApi';
import { concerned, doorsOfNight, pathTypes, strongestAutoAttack } from './hazards';

/** The site of the company whose movement/hazard phase it is: its new site, or its site when it does not move. */
export function concernedSite(q: Query): EngineCard | undefined {
  const co = concerned(q);
  return co ? q.s.catalog.cards[co.dest?.site ?? co.site] : undefined;
}

/**
 * Arouse Denizens / Minions: "Playable on a <type>. This turn, the prowess of one automatic-attack (your choice) at target site
 * is increased by N. Cannot be duplicated on a given site." Played on the site of the company's movement/hazard phase (its new
 * site, or its site when it does not move); the automatic-attack chosen is taken as the strongest one (most strikes, then
 * highest prowess; the first on ties). A site without an automatic-attack is no target.
 */
export function arouse(o: { name: string; text: string; types: SiteTypeCode[]; prowess: number; uncancelable?: boolean }): CardDef {
  const mark = (site: EngineCard, key: string) => `${key}@${site.key}`;
  return {
    name: o.name,
    text: o.text,
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [
        {
          is: 'custom',
          label: `a ${o.types.join(' or ')} site with an automatic-attack, not yet aroused by this card this turn`,
          test: (q) => {
            const site = concernedSite(q);
            const type = site ? (q.s.turn.sitesAs?.[site.key] ?? site.siteType) : null;
            return Boolean(site && type && o.types.includes(type) && site.autoAttacks.length > 0 && !(q.s.turn.effectsUsed ?? []).includes(mark(site, q.card.key)));
          },
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: `+${o.prowess} prowess to one automatic-attack at the site this turn`,
        run: (q, ctx) => {
          const site = concernedSite(q);
          if (!site) return;
          (q.s.turn.effectsUsed ??= []).push(mark(site, q.card.key));
          (q.s.turn.autoAttackMods ??= []).push({ site: site.id, index: strongestAutoAttack(site), prowess: o.prowess, ...(o.uncancelable ? { uncancelable: true } : {}) });
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: an automatic-attack at ${site.name} gets +${o.prowess} prowess this turn`, card: q.card.id });
        },
      },
    ],
  };
}

/** The hazard limit of the company's movement/hazard phase becomes `next(limit)`. */
function mhLimitChange(q: Query, next: (limit: number) => number, ctx: Ctx): void {
  const mh = currentMH(q.s);
  if (!mh) return;
  const before = mh.limit;
  mh.limit = Math.max(0, next(mh.limit));
  ctx.events.push({ type: 'effect', effect: 'hazardLimit', delta: mh.limit - before, limit: mh.limit, card: q.card.id });
}

const MOVING = { is: 'moving' as const, value: true };

/** Lost in Border-lands / Shadow-lands / the Wilderness: "Playable on a moving company. Its hazard limit increases by one for every <type> in its site path." */
export function lostIn(o: { name: string; text: string; type: RegionTypeCode }): CardDef {
  return {
    name: o.name,
    text: o.text,
    play: { side: 'hazard', windows: ['hazard'], requires: [MOVING] },
    effects: [
      {
        do: 'custom',
        label: `the hazard limit increases by one for every ${o.type} region in the site path`,
        run: (q, ctx) => mhLimitChange(q, (limit) => limit + pathTypes(q.s, concerned(q)).filter((t) => t === o.type).length, ctx),
      },
    ],
  };
}

/** Lost in Dark-domains: the hazard limit doubled when the moving company has a Dark-domain in its site path. */
export function doubleLimitIf(type: RegionTypeCode): Effect {
  return {
    do: 'custom',
    label: `the hazard limit is doubled when the site path has a ${type} region`,
    run: (q, ctx) => {
      if (pathTypes(q.s, concerned(q)).includes(type)) mhLimitChange(q, (limit) => limit * 2, ctx);
    },
  };
}

export { MOVING };

/** The target character bears an item that passes `test`. */
export function bears(q: Query, test: (item: EngineCard) => boolean): boolean {
  return q.target !== null && (q.s.chars[q.target]?.items ?? []).some((i) => test(cardOf(q.s, i)));
}

/** An attack is under way and its strikes are not assigned yet (coe-rules 3.i: modifications of the attack as a whole). */
export function beforeAssignment(q: Query): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && !combat.attack.strikesOnly && combat.slots.length === 0 && (combat.stage === 'defenderAssign' || combat.stage === 'attackerAssign'));
}

/** The attack under way is by one of these races. */
export function attackBy(q: Query, races: string[]): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && raceMatches(attackRace(q.s, combat), races));
}

/** The attack under way changes its prowess and body (a body of none stays none). */
export function changeAttack(q: Query, ctx: Ctx, prowess: number, body: number): void {
  const combat = currentCombat(q.s);
  if (!combat) return;
  const a = combat.attack;
  a.prowess += prowess;
  ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: prowess, card: q.card.id, label: a.label });
  if (a.body === null) return;
  a.body += body;
  ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'body', delta: body, card: q.card.id, label: a.label });
}

/** The attack under way: its body checks from successful strikes are modified by `delta` (combat.ts bodyCheck reads `Attack.bodyCheck`). */
export function bodyChecksOfAttack(q: Query, delta: number): void {
  const combat = currentCombat(q.s);
  if (combat) combat.attack.bodyCheck = (combat.attack.bodyCheck ?? 0) + delta;
}

/** A roll by the card's player (2D6 plus `mods`): true (the card's effect) when the result is greater than `above`. */
export function rollAbove(q: Query, ctx: Ctx, o: { inst: number; mods: { label: string; value: number }[]; above: number; result: string }): boolean {
  const dice = roll2d6(q.s.rng);
  const total = dice[0] + dice[1] + o.mods.reduce((n, m) => n + m.value, 0);
  const above = total > o.above;
  ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: q.seat, inst: o.inst, card: q.s.cardOf[o.inst], dice, mods: o.mods, total, need: o.above + 1, result: above ? o.result : 'no effect', why: q.card.name });
  return above;
}

/** A region type and a site type ("one Border-land [{b}] … or one Border-hold [{B}]"). */
export interface Types {
  region: RegionTypeCode;
  site: SiteTypeCode;
}

/**
 * "Alternatively, if Doors of Night is in play, treat one <region type> as a <type> or one <site type> as a <type> until the end of
 * the turn" (Gloom, New Moon): what the card would change for the company of the movement/hazard phase, as Choking Shadows takes
 * it: the first such region of its site path, else its new site (its site when it does not move); null when none (or no Doors of Night).
 */
export function darkTreatUse(q: Query, from: Types): { region: string } | { site: EngineCard } | null {
  const { s } = q;
  const co = concerned(q);
  if (!co || !doorsOfNight(s)) return null;
  const origin = co.dest ? regionOf(s.catalog, co.site) : null;
  const region = origin && co.dest ? [origin, ...co.dest.regions].find((r) => !s.turn.regionsAs?.[r] && s.catalog.regions[r]?.type === from.region) : undefined;
  if (region) return { region };
  const site = s.catalog.cards[co.dest?.site ?? co.site];
  return site && site.siteType === from.site && !s.turn.sitesAs?.[site.key] ? { site } : null;
}

/**
 * An environment short-event with a use on a character of the company and, played on no character, Doors of Night's use
 * (`darkTreatUse`: `from` treated as `to` until the end of the turn); "Cannot be duplicated": once a turn. `onChar` are the
 * target's conditions, `effects` what the card does to him.
 */
export function charOrDarkTreat(o: { where: Predicate[]; requires?: Predicate[]; from: Types; to: Types; effects: Effect[] }): Pick<CardDef, 'play' | 'effects'> {
  const used = (q: Query) => (q.s.turn.effectsUsed ?? []).includes(q.card.key);
  const alt = `with Doors of Night, treat one ${o.from.region} region as ${o.to.region} or one ${o.from.site} site as ${o.to.site} this turn`;
  const target: TargetSpec = { kind: 'character', side: 'company', where: o.where, orNone: alt };
  return {
    play: {
      side: 'hazard',
      windows: ['hazard'],
      target,
      requires: [
        ...(o.requires ?? []),
        { is: 'custom', label: `not yet played this turn; on no character: ${alt}`, test: (q) => !used(q) && (q.target !== null || darkTreatUse(q, o.from) !== null) },
      ],
    },
    effects: [
      ...o.effects,
      {
        do: 'custom',
        label: `once a turn; on no character: ${alt}`,
        run: (q, ctx) => {
          const { s } = q;
          (s.turn.effectsUsed ??= []).push(q.card.key);
          const use = q.target === null ? darkTreatUse(q, o.from) : null;
          if (!use) return;
          if ('region' in use) (s.turn.regionsAs ??= {})[use.region] = [o.to.region];
          else (s.turn.sitesAs ??= {})[use.site.key] = o.to.site;
          const what = 'region' in use ? `${use.region} is treated as ${o.to.region}` : `${use.site.name} is treated as ${o.to.site}`;
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${what} this turn`, card: q.card.id });
        },
      },
    ],
  };
}
