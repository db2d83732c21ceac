/**
 * Scenario kit: builds a real position from the card data (two players, companies at named
 * sites, cards in hands and in play, a given phase), plays actions through the engine's API
 * and checks outcomes. Card definitions carry their scenarios (effects/types.ts); the test
 * suite and `game coverage` both run them, so a card counts as automated only when its
 * scenarios pass on the card data at hand.
 */
import { DECK_IDS, type ArdaSet, type DeckId } from '../../../src-shared/arda/model';
import { applyInPlace, legalActions, RULES_VERSION } from '../../../src-shared/engine';
import { corruptionCheck } from '../../../src-shared/engine/corruption';
import { nameKey } from '../../../src-shared/engine/facts';
import { actor, firstHazardFor } from '../../../src-shared/engine/phases/flow';
import { buildCatalog, isUnderDeeps } from '../../../src-shared/engine/regions';
import { nextUint32, seedRng, type RngState } from '../../../src-shared/engine/rng';
import { blankState, cardOf, companyOfChar, player, unusedDirectInfluence, usedGeneralInfluence } from '../../../src-shared/engine/state';
import type { Action, Alignment, Catalog, Company, EngineCard, GameEvent, GameState, Rejection, Step } from '../../../src-shared/engine/types';

export class ScenarioFailure extends Error {
  override name = 'ScenarioFailure';
}

const catalogs = new WeakMap<Record<string, EngineCard>, Catalog>();

function emptySet(): ArdaSet {
  const decks = Object.fromEntries(DECK_IDS.map((d) => [d, []])) as unknown as ArdaSet['decks'];
  return { decks } as ArdaSet;
}

function baseCatalog(cards: Record<string, EngineCard>): Catalog {
  let catalog = catalogs.get(cards);
  if (!catalog) {
    catalog = buildCatalog({ players: [], sets: { wizard: { set: emptySet() }, ringwraith: { set: emptySet() } }, cards, profile: 'arda-revised', seed: 0 });
    catalogs.set(cards, catalog);
  }
  return catalog;
}

export type PhaseName = 'organization' | 'longEvent' | 'site' | 'endTurn';

export class ScenarioKit {
  readonly s: GameState;
  /** Events of the last action (and of every action since the kit began, in `allEvents`). */
  events: GameEvent[] = [];
  allEvents: GameEvent[] = [];
  private readonly byName = new Map<string, EngineCard[]>();

  /** Seat 0 is the active (resource) player, seat 1 the hazard player. */
  constructor(
    private readonly cards: Record<string, EngineCard>,
    alignments: [Alignment, Alignment] = ['wizard', 'ringwraith'],
  ) {
    for (const c of Object.values(cards)) {
      const list = this.byName.get(c.key) ?? [];
      list.push(c);
      this.byName.set(c.key, list);
    }
    const base = baseCatalog(cards);
    const catalog: Catalog = { ...base, cards: { ...base.cards }, mpLocations: { wizard: {}, ringwraith: {} } };
    this.s = blankState(catalog, 'scenario', seedRng('scenario'), { councilMp: 12, maxRounds: 120 });
    this.s.players = alignments.map((alignment, seat) => ({
      seat, name: `P${seat}`, kind: 'human', alignment, hand: [], mpHand: [], mpPile: [], eliminatedPile: [], avatar: [], playArea: [], pool: [], penalty: 0, turnsTaken: 2, out: false, avatarInPlay: null,
    }));
    this.s.order = [0, 1];
    this.s.stack = [{ kind: 'organization' }];
    // Seat 0's third turn (round 2): past every first-turn restriction; seat 1 is the first hazard player.
    Object.assign(this.s.turn, { number: 3, round: 2, active: 0, firstHazard: 1 });
    for (const align of new Set(alignments)) {
      const empty = () => Object.fromEntries(DECK_IDS.map((d) => [d, [] as number[]])) as Record<DeckId, number[]>;
      this.s.sets[align] = { decks: empty(), discards: empty(), faceUp: { character: [], minor: [], mp: [] } };
    }
    void RULES_VERSION;
  }

  /** The card with this English name (for the seat's alignment when names are shared: hero for Wizards, minion for Ringwraiths). */
  card(name: string, seat = 0): EngineCard {
    const list = this.byName.get(nameKey(name));
    if (!list || list.length === 0) throw new ScenarioFailure(`no card named ${name} in the card data`);
    const want = this.s.players[seat]?.alignment === 'ringwraith' ? ['Minion', 'Dual'] : ['Hero', 'Dual'];
    return list.find((c) => want.includes(c.alignment)) ?? (list[0] as EngineCard);
  }

  /** A new card instance owned by this seat's set, outside every zone. */
  spawn(name: string, seat = 0): number {
    const card = this.card(name, seat);
    this.s.catalog.cards[card.id] ??= card;
    const inst = this.s.cardOf.length;
    this.s.cardOf.push(card.id);
    this.s.alignOf.push(player(this.s, seat).alignment);
    const deck: DeckId = card.type === 'Character' ? 'character' : card.type === 'Site' ? 'site' : card.mp > 0 && card.type === 'Resource' && !card.eventKind ? 'mp' : 'play';
    this.s.deckOf.push(deck);
    return inst;
  }

  siteId(name: string, seat = 0): string {
    const align = player(this.s, seat).alignment;
    const id = this.s.catalog.siteByName[align][nameKey(name)];
    if (!id) throw new ScenarioFailure(`no ${align} site named ${name}`);
    return id;
  }

  /** A company of these characters (under general influence, untapped) at a site; returns the character instances. */
  company(seat: number, names: string[], siteName: string): { id: string; chars: number[] } {
    const id = `c${this.s.nextCompany++}`;
    const chars = names.map((n) => this.spawn(n, seat));
    const co: Company = { id, owner: seat, chars: [...chars], site: this.siteId(siteName, seat), dest: null, siteTapped: false, entered: false };
    this.s.companies.push(co);
    for (const ch of chars) this.s.chars[ch] = { owner: seat, company: id, followerOf: null, items: [], allies: [], hazards: [] };
    return { id, chars };
  }

  item(character: number, name: string): number {
    const seat = this.s.chars[character]?.owner ?? 0;
    const inst = this.spawn(name, seat);
    this.s.chars[character]?.items.push(inst);
    return inst;
  }

  ally(character: number, name: string): number {
    const seat = this.s.chars[character]?.owner ?? 0;
    const inst = this.spawn(name, seat);
    this.s.chars[character]?.allies.push(inst);
    return inst;
  }

  /** A card on a character (hazard permanent-event, corruption card). */
  attach(character: number, name: string, seat = 1): number {
    const inst = this.spawn(name, seat);
    this.s.chars[character]?.hazards.push(inst);
    return inst;
  }

  hand(seat: number, name: string): number {
    const inst = this.spawn(name, seat);
    player(this.s, seat).hand.push(inst);
    return inst;
  }

  mpHand(seat: number, name: string): number {
    const inst = this.spawn(name, seat);
    player(this.s, seat).mpHand.push(inst);
    return inst;
  }

  /** A card in a player's play area (factions, permanent and long events). */
  inPlay(seat: number, name: string): number {
    const inst = this.spawn(name, seat);
    player(this.s, seat).playArea.push(inst);
    if (cardOf(this.s, inst).eventKind === 'long' && cardOf(this.s, inst).type === 'Hazard') this.s.eventTurn[inst] = this.s.turn.active;
    return inst;
  }

  /** Cards in the seat's set's Play deck (to draw from), top first. */
  deck(seat: number, names: string[]): number[] {
    const z = this.s.sets[player(this.s, seat).alignment];
    const out = names.map((n) => this.spawn(n, seat));
    z?.decks.play.push(...out);
    return out;
  }

  setStatus(inst: number, status: 'untapped' | 'tapped' | 'wounded'): void {
    if (status === 'untapped') delete this.s.status[inst];
    else this.s.status[inst] = status;
  }

  /** Puts the game in one of the active player's phases. */
  phase(name: PhaseName): void {
    const step: Step = name === 'site' ? { kind: 'siteSelect' } : name === 'endTurn' ? { kind: 'endTurn', stage: 'active' } : { kind: name };
    this.s.stack = [step];
  }

  /** The company's movement/hazard phase toward a site (by the given regions, or staying), hazard player to act. */
  movement(companyId: string, destination: string | null, regions: string[] = [], limit?: number): void {
    const co = this.companyById(companyId);
    // An Under-deeps site at either end: Under-deeps movement (phases/organization.ts declareMovement), no site path; from an Under-deeps site, its roll.
    if (destination !== null) {
      const site = this.siteId(destination, co.owner);
      co.dest = { site, regions: regions.map(nameKey), ...(isUnderDeeps(this.s.catalog, co.site) || isUnderDeeps(this.s.catalog, site) ? { underDeeps: true } : {}) };
    }
    this.s.stack = [{ kind: 'mhSelect' }];
    this.act(co.owner, { type: 'startCompanyMH', companyId });
    this.hazardDrawsMax();
    const top = this.s.stack[this.s.stack.length - 1];
    if (limit !== undefined && top?.kind === 'mhHazards') top.limit = limit;
  }

  /** The hazard player's movement draws, when his choice is asked (more than one region): the most (the old default). */
  hazardDrawsMax(): void {
    const top = this.s.stack[this.s.stack.length - 1];
    if (top?.kind === 'mhDraws') this.act(top.seat, { type: 'movementDraws', draws: top.max });
  }

  /** The company enters its site in the site phase (automatic-attacks included). */
  enterSite(companyId: string): void {
    this.s.stack = [{ kind: 'siteSelect' }];
    this.act(this.companyById(companyId).owner, { type: 'enterSite', companyId });
  }

  /**
   * Places the company (at a site, possibly with a declared move) so that the creature can be
   * keyed to it: the site type or name, or a path with the region types or names it needs.
   */
  keyTo(companyId: string, creatureName: string, hazardSeat = 1): void {
    const co = this.companyById(companyId);
    const creature = this.card(creatureName, hazardSeat);
    const cat = this.s.catalog;
    const align = player(this.s, co.owner).alignment;
    const sites = cat.sites[align].map((id) => cat.cards[id] as EngineCard);
    const place = (site: EngineCard, dest: EngineCard | null, regions: string[]) => {
      co.site = site.id;
      co.dest = dest ? { site: dest.id, regions } : null;
    };
    const bySiteType = sites.find((x) => x.siteType && creature.keySiteTypes.includes(x.siteType) && x.siteType !== 'H');
    if (bySiteType) return place(bySiteType, null, []);
    const byName = sites.find((x) => creature.keySites.includes(x.key));
    if (byName) return place(byName, null, []);
    const inRegion = (r: string) => sites.find((x) => x.regionKey === r);
    for (const t of new Set(creature.keyRegionTypes)) {
      const need = creature.keyRegionTypes.filter((x) => x === t).length;
      // A chain of `need` adjacent regions of type t: the company starts in the first and moves through the rest.
      for (const [key, region] of Object.entries(cat.regions)) {
        if (region.type !== t || !inRegion(key)) continue;
        const path = [key];
        while (path.length < need) {
          const last = cat.regions[path[path.length - 1] as string];
          const next = last?.adj.find((r) => cat.regions[r]?.type === t && !path.includes(r) && inRegion(r));
          if (!next) break;
          path.push(next);
        }
        if (path.length < need) continue;
        const origin = inRegion(path[0] as string) as EngineCard;
        const dest = need > 1 ? (inRegion(path[path.length - 1] as string) as EngineCard) : (sites.find((x) => x.id !== origin.id) as EngineCard);
        return place(origin, dest, path.slice(1));
      }
    }
    const inRegionOfType = creature.keySitesIn
      ?.map((k) => sites.find((x) => x.regionKey !== null && k.regions.includes(x.regionKey) && x.siteType !== 'H' && (k.types === null || (x.siteType !== null && k.types.includes(x.siteType)))))
      .find(Boolean);
    if (inRegionOfType) return place(inRegionOfType, null, []);
    const byRegion = creature.keyRegions.map(inRegion).find(Boolean);
    if (byRegion) return place(byRegion, sites.find((x) => x.id !== byRegion.id) ?? null, []);
    throw new ScenarioFailure(`no position found where ${creatureName} can be keyed`);
  }

  /** A creature attacks the company: played from the hazard player's hand during its movement/hazard phase. */
  creatureAttack(companyId: string, creature: string, hazardSeat = 1): number {
    const inst = this.hand(hazardSeat, creature);
    if (this.s.stack[this.s.stack.length - 1]?.kind !== 'mhHazards') {
      this.keyTo(companyId, creature, hazardSeat);
      const co = this.companyById(companyId);
      this.s.stack = [{ kind: 'mhSelect' }];
      this.act(co.owner, { type: 'startCompanyMH', companyId });
      this.hazardDrawsMax();
    }
    this.act(hazardSeat, { type: 'playCreature', inst });
    return inst;
  }

  /** The next d6 results, in order (the generator is set to a state that yields them). */
  rig(dice: number[]): void {
    if (dice.length > 6) throw new ScenarioFailure('rig at most 6 dice at a time');
    for (let k = 0; k < 20_000_000; k++) {
      const st: RngState = seedRng(`rig-${k}`);
      const probe: RngState = [...st];
      if (dice.every((d) => Math.floor((nextUint32(probe) / 4294967296) * 6) + 1 === d)) {
        this.s.rng = st;
        return;
      }
    }
    throw new ScenarioFailure('no generator state yields those dice');
  }

  /** Plays an action; fails the scenario if the engine rejects it. */
  act(seat: number, action: Action): GameEvent[] {
    const r = applyInPlace(this.s, seat, action);
    if (!r.ok) throw new ScenarioFailure(`${action.type} by seat ${seat} was rejected: ${r.rejection.message}`);
    this.events = r.events;
    this.allEvents.push(...r.events);
    return r.events;
  }

  /** Plays a card from the hand (its definition's rules), then lets every seat pass until the chain resolves. */
  play(seat: number, inst: number, target: number | null = null): GameEvent[] {
    const events = [...this.act(seat, { type: 'playCard', inst, target })];
    this.passAll();
    events.push(...this.events);
    this.events = events;
    return events;
  }

  /** Uses an ability of a card in play (its definition's abilities[ability]), then lets every seat pass until the chain resolves. */
  use(seat: number, inst: number, ability = 0, target: number | null = null): GameEvent[] {
    const events = [...this.act(seat, { type: 'useCard', inst, ability, target })];
    this.passAll();
    events.push(...this.events);
    this.events = events;
    return events;
  }

  /** Whether the seat may use this ability of a card in play now (on this target, when given). */
  canUse(seat: number, inst: number, ability = 0, target?: number | null): boolean {
    return this.legal(seat).some((a) => a.type === 'useCard' && a.inst === inst && a.ability === ability && (target === undefined || a.target === target));
  }

  /** Every seat with priority in an open chain passes, until no chain is open. */
  passAll(): void {
    const events: GameEvent[] = [];
    for (let guard = 0; guard < 20 && this.s.stack[this.s.stack.length - 1]?.kind === 'chain'; guard++) {
      events.push(...this.act(actor(this.s), { type: 'passChain' }));
    }
    this.events = events;
  }

  /**
   * From the end of `active`'s turn (seat `active` made the active player, with his first hazard player),
   * every seat ends its phase (or makes its discard) until the next turn, and its untap phase, begins; the events on the way.
   */
  toNextTurn(active: number): GameEvent[] {
    Object.assign(this.s.turn, { active, firstHazard: firstHazardFor(this.s, active) });
    this.s.stack = [{ kind: 'endTurn', stage: 'active' }];
    const events: GameEvent[] = [];
    for (let guard = 0; guard < 12 && !events.some((e) => e.type === 'turn'); guard++) {
      const who = actor(this.s);
      const legal = this.legal(who);
      const a = legal.find((x) => x.type === 'endPhase') ?? legal.find((x) => x.type === 'discard') ?? legal[0];
      if (!a) throw new ScenarioFailure(`seat ${who} has nothing to do at the end of seat ${active}'s turn`);
      events.push(...this.act(who, a));
    }
    return events;
  }

  /** The rejection the engine gives for an action (fails the scenario if it is accepted). */
  refused(seat: number, action: Action): Rejection {
    const r = applyInPlace(this.s, seat, action);
    if (r.ok) throw new ScenarioFailure(`${action.type} by seat ${seat} was accepted; expected a refusal`);
    return r.rejection;
  }

  legal(seat: number): Action[] {
    return legalActions(this.s, seat);
  }

  /** The character's unused direct influence (state.ts). */
  unusedDI(inst: number): number {
    return unusedDirectInfluence(this.s, inst);
  }

  /** The general influence the seat's characters use (state.ts). */
  usedGI(seat: number): number {
    return usedGeneralInfluence(this.s, seat);
  }

  /** The character makes a corruption check now with this modifier (corruption.ts); returns the events. */
  corruptionCheck(inst: number, modifier = 0): GameEvent[] {
    const ctx = { events: [] as GameEvent[] };
    corruptionCheck(this.s, inst, modifier, ctx, 'scenario');
    this.events = ctx.events;
    this.allEvents.push(...ctx.events);
    return ctx.events;
  }

  /** Whether the seat may play this hand card now (on this target, when given). */
  canPlay(seat: number, inst: number, target?: number | null): boolean {
    return this.legal(seat).some((a) => a.type === 'playCard' && a.inst === inst && (target === undefined || a.target === target));
  }

  expect(condition: boolean, message: string): void {
    if (!condition) throw new ScenarioFailure(message);
  }

  equal<T>(actual: T, expected: T, what: string): void {
    if (actual !== expected) throw new ScenarioFailure(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  }

  companyById(id: string): Company {
    const co = this.s.companies.find((c) => c.id === id);
    if (!co) throw new ScenarioFailure(`no company ${id}`);
    return co;
  }

  companyOf(inst: number): Company | undefined {
    return companyOfChar(this.s, inst);
  }

  top(): Step | undefined {
    return this.s.stack[this.s.stack.length - 1];
  }

  /** Where a card instance is now: 'hand', 'discard', 'playArea', 'mpPile', 'character' (on one), 'chain', 'deck' or 'nowhere'. */
  where(inst: number): string {
    const s = this.s;
    for (const p of s.players) {
      if (p.hand.includes(inst)) return 'hand';
      if (p.playArea.includes(inst)) return 'playArea';
      if (p.mpPile.includes(inst)) return 'mpPile';
      if (p.mpHand.includes(inst)) return 'mpHand';
      if (p.removed?.includes(inst)) return 'removed';
    }
    for (const ch of Object.values(s.chars)) if (ch.items.includes(inst) || ch.allies.includes(inst) || ch.hazards.includes(inst)) return 'character';
    if (s.chars[inst]) return 'inPlay';
    for (const z of Object.values(s.sets)) {
      if (!z) continue;
      if (Object.values(z.discards).some((d) => d.includes(inst))) return 'discard';
      if (Object.values(z.decks).some((d) => d.includes(inst))) return 'deck';
    }
    for (const step of s.stack) if (step.kind === 'chain' && step.entries.some((e) => e.inst === inst)) return 'chain';
    return 'nowhere';
  }
}
