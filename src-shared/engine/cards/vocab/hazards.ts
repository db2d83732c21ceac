/**
 * What hazard events say, as their definitions share it: Doors of Night in play, the company a hazard is played on
 * and its site path, rolls against a figure, attacks made by a card, events that stay in play and cannot be duplicated.
 */
import { type Attack, type CardDef, cardOf, type CharState, company, type Company, companyOfChar, type Ctx, type Effect, type EngineCard, type GameState, inPlayReaching, nameKey, player, type PlaySpec, type Predicate, type Query, raceMatches, regionOf, type RegionTypeCode, removeFrom, roll2d6, sitePathRegions, sitePathTypes, type SiteTypeCode, startCombat, type StaticEffect, type TargetSpec, toDiscard, unusedGeneralInfluence } from '../cardApi';

/** Doors of Night, folded, for the `ifInPlay` / `unlessInPlay` conditions of static effects. */
export const DOORS = nameKey('Doors of Night');

/** Doors of Night is in someone's play area. */
export function doorsOfNight(s: GameState): boolean {
  return inPlayReaching(s, [DOORS]);
}

/** Region types of a moving company's site path (empty when it is not moving). */
export function pathTypes(s: GameState, co: Company | undefined): RegionTypeCode[] {
  if (!co?.dest) return [];
  // Regions treated as other types this turn (Withered Lands) count as such; Under-deeps movement has no site path.
  return sitePathRegions(s.catalog, co).flatMap((r) => s.turn.regionsAs?.[r] ?? sitePathTypes(s.catalog, r, []));
}

export function concerned(q: Query): Company | undefined {
  return q.companyId ? company(q.s, q.companyId) : undefined;
}

export const notRingwraithOrWizard = (q: Query): boolean => {
  if (q.target === null) return false;
  const race = cardOf(q.s, q.target).race;
  return race !== 'Ringwraith' && race !== 'Wizard';
};

/** The player makes a roll and adds a figure: true (the card's effect) when the result is less than `need`. */
export function rollBelow(q: Query, ctx: Ctx, o: { seat: number; inst: number; add: { label: string; value: number }; need: number; below: string }): boolean {
  const dice = roll2d6(q.s.rng);
  const total = dice[0] + dice[1] + o.add.value;
  const below = total < o.need;
  ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: o.seat, inst: o.inst, card: q.s.cardOf[o.inst], dice, mods: [o.add], total, need: o.need, result: below ? o.below : 'stays', why: q.card.name });
  return below;
}

/** A player's unused general influence, as a roll modifier. */
export function unusedInfluence(s: GameState, seat: number): { label: string; value: number } {
  return { label: 'unused general influence', value: unusedGeneralInfluence(s, seat) };
}

/** A hazard creature attack (or strikes) by this seat on the company, with no attacking company. */
export function attackCompany(s: GameState, co: Company, attackerSeat: number, attack: Omit<Attack, 'source' | 'attackers' | 'attackerSeat' | 'defenderSeat' | 'companyId' | 'attackerCompanyId' | 'killMp'>, killMp: number, ctx: Ctx, each?: boolean): void {
  startCombat(s, { source: 'creature', ...attack, attackers: [], attackerSeat, defenderSeat: co.owner, companyId: co.id, attackerCompanyId: null, killMp }, [], ctx, each);
}

/** The card is in a discard pile (it was cancelled or discarded since it was targeted). */
export function inDiscard(s: GameState, inst: number): boolean {
  return Object.values(s.sets).some((z) => z && Object.values(z.discards).some((d) => d.includes(inst)));
}

/**
 * "Bring any hazard card from your discard pile back into your hand" (Mouth of Sauron as a short-event): the target, a card of the
 * player's discard pile that `what` matches, still there as the card resolves, returns to his hand.
 */
/** The targeted card in the playing seat's discard piles goes back to his hand. */
export function returnToHand(label: string): Effect {
  return {
    do: 'custom',
    label,
    run: (q, ctx) => {
      const { s } = q;
      const inst = q.target;
      if (inst === null) return;
      for (const pile of Object.values(s.sets[player(s, q.seat).alignment]?.discards ?? {})) removeFrom(pile, inst);
      player(s, q.seat).hand.push(inst);
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${cardOf(s, inst).name} returns to the hand`, card: q.card.id, seat: q.seat });
    },
  };
}

export function backToHand(label: string, what: Extract<TargetSpec, { kind: 'inDiscard' }>['match']): Pick<PlaySpec, 'target' | 'requires'> & { effects: Effect[] } {
  return {
    target: { kind: 'inDiscard', match: what },
    requires: [{ is: 'custom', label: 'the card is still in your discard pile', test: (q) => q.target !== null && inDiscard(q.s, q.target) }],
    effects: [returnToHand(label)],
  };
}

/** A custom effect on the company whose movement/hazard phase it is. */
export function onConcernedCompany(label: string, run: (q: Query, ctx: Ctx, co: Company) => void): Effect {
  return {
    do: 'custom',
    label,
    run: (q, ctx) => {
      const co = concerned(q);
      if (co) run(q, ctx, co);
    },
  };
}

/** A custom effect on the target character, if he is still in play in a company. */
export function onTargetInCompany(label: string, run: (q: Query, ctx: Ctx, t: { inst: number; ch: CharState; co: Company }) => void): Effect {
  return {
    do: 'custom',
    label,
    run: (q, ctx) => {
      const inst = q.target as number;
      const ch = q.s.chars[inst];
      const co = companyOfChar(q.s, inst);
      if (ch && co) run(q, ctx, { inst, ch, co });
    },
  };
}

/** Played on a character of the moving company who fits these conditions. */
export function onCompanyCharacter(...where: Predicate[]): PlaySpec {
  return { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company', where } };
}

/** +1 strikes and +1 prowess to each attack of these races; with Doors of Night, +1 more to those of the `dark` races. */
export function plusOne(races: string[], dark: string[], stats: ('strikes' | 'prowess')[] = ['strikes', 'prowess']): StaticEffect[] {
  return [...stats.map((stat) => ({ on: 'attack' as const, races, stat, delta: 1 })), ...stats.map((stat) => ({ on: 'attack' as const, races: dark, stat, delta: 1, ifInPlay: [DOORS] }))];
}

/** A hazard event played in a movement/hazard phase that stays in play (a permanent- or long-event), named with its text. */
export function staysInPlay(name: string, text: string): Pick<CardDef, 'name' | 'text' | 'play' | 'effects'> {
  return { name, text, play: { side: 'hazard', windows: ['hazard'] }, effects: [{ do: 'stay' }] };
}

/** Played in a movement/hazard phase, the card stays in play; "Cannot be duplicated": not playable while one is in play. */
export function staysUnique(name: string, ...more: Effect[]): Pick<CardDef, 'play' | 'effects'> {
  return { play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'notInPlay', names: [name] }] }, effects: [{ do: 'stay' }, ...more] };
}

/** "Playable if Doors of Night is in play. … Cannot be duplicated": as `staysUnique`, with Doors of Night in play. */
export function staysUniqueWithDoors(name: string, ...more: Effect[]): Pick<CardDef, 'play' | 'effects'> {
  const unique = staysUnique(name, ...more);
  return { play: { ...unique.play, side: 'hazard', windows: ['hazard'], requires: [{ is: 'inPlay', names: ['Doors of Night'] }, ...(unique.play?.requires ?? [])] }, effects: unique.effects };
}

export const discardWhenExhausted: Effect = {
  do: 'custom',
  label: 'discarded when any play deck is exhausted',
  run: (q) => {
    (q.s.discardOnExhaust ??= []).push(q.inst);
  },
};

/** The index of a site's strongest automatic-attack (most strikes, then highest prowess; the first on ties). */
export function strongestAutoAttack(site: EngineCard): number {
  let index = 0;
  site.autoAttacks.forEach((a, i) => {
    const best = site.autoAttacks[index];
    if (best && (a.strikes > best.strikes || (a.strikes === best.strikes && a.prowess > best.prowess))) index = i;
  });
  return index;
}

/** An attack static's `onlyIf`: an automatic-attack at a site in one of these regions. */
export function autoAttackIn(regions: string[]): (s: GameState, a: Attack) => boolean {
  const keys = regions.map(nameKey);
  return (s, a) => {
    const co = company(s, a.companyId);
    const region = co ? regionOf(s.catalog, co.site) : null;
    return a.source === 'auto' && region !== null && keys.includes(region);
  };
}

/** An attack static's `onlyIf`: a hazard creature attack (a creature card's, or one "considered a hazard creature attack"). */
export const creatureAttack = (_s: GameState, a: Attack): boolean => a.source === 'creature';

/**
 * Awaken Denizens / Minions: "The number of strikes for each automatic-attack at a <type> site is doubled. Cannot be
 * duplicated." Scenarios: tests/cards/templates/awaken.ts.
 */
export function awaken(o: { name: string; text: string; types: SiteTypeCode[] }): CardDef {
  return {
    name: o.name,
    text: o.text,
    ...staysUnique(o.name),
    static: [{ on: 'attack', races: [], stat: 'strikes', delta: 0, double: true, autoAt: o.types }],
    template: { kind: 'awaken', args: [{ types: o.types }] },
  };
}

/** "Cannot be duplicated on a given company": the card's mark for the concerned company this turn. */
const companyMark = (q: Query): string => `${q.card.key}@company:${q.companyId ?? ''}`;

/** Not yet played on the concerned company this turn ("Cannot be duplicated on a given company"); with `onCompanyOnce`. */
export const notYetOnCompany: Predicate = { is: 'custom', label: 'not played on this company this turn yet', test: (q) => !(q.s.turn.effectsUsed ?? []).includes(companyMark(q)) };

/** Marks the concerned company as having this card played on it this turn (`notYetOnCompany`). */
export const onCompanyOnce: Effect = {
  do: 'custom',
  label: 'cannot be duplicated on this company this turn',
  run: (q) => {
    (q.s.turn.effectsUsed ??= []).push(companyMark(q));
  },
};

/** A Nazgûl permanent-event (a Nazgûl creature/permanent-event card) in this seat's play area, if any. */
function nazgulEvent(s: GameState, seat: number): number | undefined {
  return player(s, seat).playArea.find((i) => {
    const c = cardOf(s, i);
    return c.type === 'Hazard' && /Permanent-event/.test(c.subtype ?? '') && raceMatches(c.race, ['Nazgûl']);
  });
}

/**
 * "Playable only if you have a Nazgûl permanent-event in play. Discard the Nazgûl when this card is brought into play" (Helms of
 * Iron, Scimitars of Steel): played in a movement/hazard phase, it stays in play.
 */
export function nazgulGivesWay(): Pick<CardDef, 'play' | 'effects'> {
  return {
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [{ is: 'custom', label: 'you have a Nazgûl permanent-event in play', test: (q) => nazgulEvent(q.s, q.seat) !== undefined }],
    },
    effects: [
      { do: 'stay' },
      {
        do: 'custom',
        label: 'the Nazgûl is discarded',
        run: (q, ctx) => {
          const n = nazgulEvent(q.s, q.seat);
          if (n === undefined) return;
          removeFrom(player(q.s, q.seat).playArea, n);
          toDiscard(q.s, n, ctx);
          ctx.events.push({ type: 'effect', effect: 'discard', label: `${q.card.name}: ${cardOf(q.s, n).name} is discarded`, card: q.card.id });
        },
      },
    ],
  };
}

/**
 * "Playable on a company … Cannot be duplicated on a given company": the card is kept with the company's first character (and passes to
 * another if he leaves play: its `onCompany` static), played on a company that does not hold one already.
 */
export function onCompanyPlay(name: string, ...requires: Predicate[]): PlaySpec {
  const key = nameKey(name);
  return {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'the company (kept with its first character)', test: (q) => q.target !== null && companyOfChar(q.s, q.target)?.chars[0] === q.target }] },
    requires: [
      ...requires,
      { is: 'custom', label: 'cannot be duplicated on a given company', test: (q) => !(concerned(q)?.chars ?? []).some((ch) => (q.s.chars[ch]?.hazards ?? []).some((h) => cardOf(q.s, h).key === key)) },
    ],
  };
}

/** During its own organization phase, the bearer's company is at a Haven/Darkhaven [{H}]. */
export function atHavenInOrganization(s: GameState, bearer: number): boolean {
  const co = companyOfChar(s, bearer);
  return co !== undefined && s.turn.active === co.owner && s.stack[s.stack.length - 1]?.kind === 'organization' && s.catalog.cards[co.site]?.siteType === 'H';
}

/** "Discard this card during its organization phase if the company is at a Haven/Darkhaven [{H}]" (a card kept with one of its characters). */
export const discardAtHavenInOrganization: StaticEffect = {
  on: 'discardWhen',
  label: 'during its organization phase, the company is at a Haven',
  test: atHavenInOrganization,
};
