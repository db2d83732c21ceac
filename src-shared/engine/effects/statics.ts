/**
 * Continuous effects of cards in play (permanent and long events, cards on characters):
 * attack figures, hazard limits, a bearer's figures, corruption checks. Read on demand, so
 * an effect ends the moment its card leaves play.
 */
import { nameKey } from '../facts';
import { roll2d6 } from '../rng';
import { cardOf, skillSources } from '../state';
import { inPlayReaching, reaches } from '../simultaneous/lanes';
import type { CharState, EngineCard, GameState } from '../types';
import { defOf, defsGeneration } from './defs';
import { attackRace, raceMatches } from './query';
import type { StaticEffect } from './types';

export interface ActiveStatic {
  effect: StaticEffect;
  inst: number;
  /** The player who controls the card (play area) or, for a card on a character, that character's player. */
  owner: number;
  /** The character the card is on, if any. */
  bearer: number | null;
  name: string;
}

/** The static effects of a card's definition (none for most cards), looked up once per card. */
let staticsByCard = new WeakMap<EngineCard, readonly StaticEffect[]>();
const NONE: readonly StaticEffect[] = [];
/** The library these caches were read from (effects/defs.ts defsGeneration): a new library empties them. */
let cachedGeneration = -1;

function freshCaches(): void {
  if (cachedGeneration === defsGeneration()) return;
  cachedGeneration = defsGeneration();
  staticsByCard = new WeakMap();
  selfByCard = new WeakMap();
}

export function staticsOf(card: EngineCard): readonly StaticEffect[] {
  freshCaches();
  let found = staticsByCard.get(card);
  if (!found) {
    found = defOf(card)?.static ?? NONE;
    staticsByCard.set(card, found);
  }
  return found;
}

/**
 * A state being read without change (legalActions, checkAction): its active statics are
 * computed once for the whole read instead of once per question asked.
 */
let readingState: GameState | null = null;
let readingStatics: ActiveStatic[] | null = null;
let readingMemos: Map<string, Map<number, number>> | null = null;

/** Runs `read`, which must not change `s`, with activeStatics(s) computed at most once. */
export function whileReading<T>(s: GameState, read: () => T): T {
  if (readingState === s) return read();
  const outerState = readingState;
  const outerStatics = readingStatics;
  const outerMemos = readingMemos;
  readingState = s;
  readingStatics = null;
  readingMemos = null;
  try {
    return read();
  } finally {
    readingState = outerState;
    readingStatics = outerStatics;
    readingMemos = outerMemos;
  }
}

/** A figure of `s` computed once per read (whileReading) and key; computed every time outside a read. */
export function memoWhileReading(s: GameState, table: string, key: number, compute: () => number): number {
  if (s !== readingState) return compute();
  readingMemos ??= new Map();
  let memo = readingMemos.get(table);
  if (!memo) readingMemos.set(table, (memo = new Map()));
  let value = memo.get(key);
  if (value === undefined) {
    value = compute();
    memo.set(key, value);
  }
  return value;
}

/** The static effects of the cards in play now (callers only read the list). */
export function activeStatics(s: GameState): ActiveStatic[] {
  if (s === readingState) return (readingStatics ??= collectStatics(s));
  return collectStatics(s);
}

function collectStatics(s: GameState): ActiveStatic[] {
  const out: ActiveStatic[] = [];
  // Simultaneous turns: events in play areas are the Sphere's ("if they would normally affect all players at the table, they now only affect the players directly to his right and left"): they act in the lanes of active players they reach.
  for (const p of s.players) if (reaches(s, p.seat, s.turn.active)) for (const inst of p.playArea) addStatics(s, out, inst, p.seat, null);
  for (const key in s.chars) {
    const ch = s.chars[key] as CharState;
    if (ch.hazards.length + ch.items.length + ch.allies.length === 0) continue;
    const bearer = Number(key);
    for (const inst of ch.hazards) addStatics(s, out, inst, ch.owner, bearer);
    for (const inst of ch.items) addStatics(s, out, inst, ch.owner, bearer);
    for (const inst of ch.allies) addStatics(s, out, inst, ch.owner, bearer);
  }
  return out;
}

/** A static effect's data conditions hold (InPlayCondition: "If Doors of Night is in play", "Unless Daelomin Ahunt is in play"). */
export function inPlayHolds(s: GameState, effect: StaticEffect): boolean {
  return (!effect.ifInPlay || inPlayReaching(s, effect.ifInPlay)) && (!effect.unlessInPlay || !inPlayReaching(s, effect.unlessInPlay));
}

function addStatics(s: GameState, out: ActiveStatic[], inst: number, owner: number, bearer: number | null): void {
  const card = cardOf(s, inst);
  const statics = staticsOf(card);
  if (statics === NONE) return;
  for (const effect of statics) if (!('when' in effect && effect.when && !effect.when(s, inst)) && inPlayHolds(s, effect)) out.push({ effect, inst, owner, bearer, name: card.name });
}

/** Whether a static effect aimed at `whose` applies to `seat`'s cards. */
export function appliesTo(st: ActiveStatic, whose: 'all' | 'owner' | 'opponents', seat: number): boolean {
  return whose === 'all' || (whose === 'owner' ? st.owner === seat : st.owner !== seat);
}

/** Cards kept with a character that act on his whole company (`company` statics): their modifications for a character or an ally of that company. */
export function companyDelta(s: GameState, inst: number, stat: 'prowess' | 'corruptionCheck' | 'body' | 'mind' | 'di'): { label: string; value: number }[] {
  let co = s.chars[inst]?.company;
  if (co === undefined) for (const key in s.chars) if (s.chars[key]?.allies.includes(inst)) co = s.chars[key]?.company;
  const company = co === undefined ? undefined : s.companies.find((c) => c.id === co);
  if (!company) return [];
  let out: { label: string; value: number }[] | null = null;
  for (const ch of company.chars) {
    for (const card of s.chars[ch]?.hazards ?? []) {
      for (const e of staticsOf(cardOf(s, card))) {
        if (e.on !== 'company' || e.stat !== stat || (e.charactersOnly && !s.chars[inst]) || (e.others && ch === inst)) continue;
        // "All Elves and Hobbits in the target's company have +1 mind" (`races`); "each other non-follower … character" (`others`, `onlyIf`).
        if ((e.races && !raceMatches(cardOf(s, inst).race, e.races)) || (e.onlyIf && !e.onlyIf(s, inst))) continue;
        (out ??= []).push({ label: cardOf(s, card).name, value: e.delta });
      }
    }
  }
  return out ?? [];
}

/** The `characters` statics of the events in play areas that reach this lane ("The prowess of each Elf and Dúnadan is modified by +1", "The direct influence of each Ringwraith is lowered by 2"). */
function everyCharacter(s: GameState, inst: number, stat: 'prowess' | 'di' | 'influence'): { label: string; value: number }[] {
  let out: { label: string; value: number }[] | null = null;
  for (const p of s.players) {
    if (p.playArea.length === 0 || !reaches(s, p.seat, s.turn.active)) continue;
    for (const card of p.playArea) {
      for (const e of staticsOf(cardOf(s, card))) {
        if (e.on !== 'characters' || e.stat !== stat || (e.races && e.races.length > 0 && !raceMatches(cardOf(s, inst).race, e.races)) || (e.when && !e.when(s)) || !inPlayHolds(s, e) || (e.onlyIf && !e.onlyIf(s, inst))) continue;
        (out ??= []).push({ label: cardOf(s, card).name, value: e.delta });
      }
    }
  }
  return out ?? [];
}

/** A bearer's figure changes from cards on him (items' printed bonuses are counted elsewhere). */
export function bearerDelta(s: GameState, inst: number, stat: 'prowess' | 'body' | 'di' | 'corruptionCheck' | 'influence' | 'handSize' | 'mind' | 'bodyCheck'): { label: string; value: number }[] {
  const out: { label: string; value: number }[] = [];
  if (stat === 'prowess') out.push(...selfProwess(s, inst));
  if (stat === 'prowess' || stat === 'corruptionCheck' || stat === 'body' || stat === 'mind' || stat === 'di') out.push(...companyDelta(s, inst, stat));
  const ch = s.chars[inst];
  if (!ch) return out;
  // Cards in play that change every influence attempt ("All offering attempts and influence attempts are modified by -3").
  if (stat === 'influence') for (const st of activeStatics(s)) if (st.effect.on === 'influenceAttempts' && !st.effect.factionRaces && !st.effect.onCard) out.push({ label: st.name, value: st.effect.delta });
  if (stat === 'prowess') out.push(...everyCharacter(s, inst, 'prowess'));
  if (stat === 'di' || stat === 'influence') out.push(...everyCharacter(s, inst, stat));
  for (const list of [ch.hazards, ch.items, ch.allies]) {
    for (const card of list) {
      for (const e of staticsOf(cardOf(s, card))) if (e.on === 'bearer' && e.stat === stat && (e.already === undefined || skillSources(s, inst, e.already) >= 2)) out.push({ label: cardOf(s, card).name, value: e.deltaOf ? e.deltaOf(s, inst) : e.delta });
    }
  }
  return out;
}

/** A card's `self` effects, looked up once per card. */
let selfByCard = new WeakMap<EngineCard, readonly Extract<StaticEffect, { on: 'self' }>[]>();
const NO_SELF: readonly Extract<StaticEffect, { on: 'self' }>[] = [];

/** The `self` effects of a character's own definition ("+1 prowess against Orcs", "+2 direct influence against the … faction"). */
function selfEffects(s: GameState, inst: number): readonly Extract<StaticEffect, { on: 'self' }>[] {
  if (!s.chars[inst]) return NO_SELF;
  const card = cardOf(s, inst);
  freshCaches();
  let found = selfByCard.get(card);
  if (!found) {
    const statics = staticsOf(card);
    found = statics === NONE ? NO_SELF : statics.filter((e): e is Extract<StaticEffect, { on: 'self' }> => e.on === 'self');
    selfByCard.set(card, found);
  }
  return found;
}

/** A character's prowess against the race of the creature or automatic-attack his company faces, or of the character he strikes or is struck by in company-vs-company combat. */
export function selfProwess(s: GameState, inst: number): { label: string; value: number }[] {
  const effects = selfEffects(s, inst);
  if (effects.length === 0) return [];
  const combat = [...s.stack].reverse().find((x) => x.kind === 'combat');
  if (!combat || combat.kind !== 'combat') return [];
  // Company-vs-company: the race of the character he strikes or is struck by ("Against Nazgûl and Ringwraiths, +6 to her prowess").
  const slot = combat.attack.source === 'company' ? combat.slots.find((x) => x.target === inst || x.attacker === inst) : undefined;
  const foe = slot ? (slot.target === inst ? slot.attacker : slot.target) : null;
  if (combat.attack.source === 'company' ? foe === null : combat.attack.companyId !== s.chars[inst]?.company) return [];
  const race = foe !== null ? (cardOf(s, foe).race ?? '') : attackRace(s, combat);
  const out: { label: string; value: number }[] = [];
  for (const e of effects) if (e.stat === 'prowess' && raceMatches(race, e.againstRaces)) out.push({ label: `${cardOf(s, inst).name} against ${e.againstRaces.join(', ')}`, value: e.delta });
  return out;
}

/** A character's modifiers to his influence check against this faction (his own card's `self` effects). */
export function selfInfluence(s: GameState, inst: number, faction: number): { label: string; value: number }[] {
  const f = cardOf(s, faction);
  if (f.subtype !== 'Faction') return [];
  const out: { label: string; value: number }[] = [];
  for (const e of selfEffects(s, inst)) {
    if (e.stat !== 'factionInfluence') continue;
    const named = e.factions === undefined || e.factions.includes(f.key);
    const at = e.playableAt === undefined || e.playableAt.some((x) => f.playableAt.includes(x));
    const raced = e.races === undefined || raceMatches(f.race, e.races);
    if (named && at && raced) out.push({ label: `${cardOf(s, inst).name}: ${e.label}`, value: e.delta });
  }
  return out;
}

/** The influencer's items' bonuses to an influence check against this target (a faction played or influenced, an opponent's character): their `influenceAgainst` statics. */
/**
 * An item's marshalling and corruption points as its bearer makes them: its `heldBy` static's while he is of one of its races ("If held
 * by a Dwarf, 4 marshalling points and 3 corruption points"), else the printed ones.
 */
export function heldByFigures(s: GameState, item: number, bearer: number): { mp: number; corruption: number } {
  const card = cardOf(s, item);
  const race = cardOf(s, bearer).race;
  for (const e of staticsOf(card)) if (e.on === 'heldBy' && raceMatches(race, e.races)) return { mp: e.mp, corruption: e.corruption };
  return { mp: card.mp, corruption: card.corruption };
}

export function itemInfluence(s: GameState, influencer: number, target: number): { label: string; value: number }[] {
  const t = cardOf(s, target);
  const out: { label: string; value: number }[] = [];
  // His items and the events kept with him ("He receives +2 direct influence against Hobbits and Hobbit factions"); an ally's `company`
  // bonus reaches every character of its controller's company ("+2 to any influence attempt by a character in his company").
  const co = s.chars[influencer]?.company;
  const companions = co === undefined ? [] : (s.companies.find((c) => c.id === co)?.chars ?? []);
  const sources = [...(s.chars[influencer]?.items ?? []), ...(s.chars[influencer]?.hazards ?? []), ...companions.flatMap((ch) => s.chars[ch]?.allies ?? [])];
  for (const i of sources) {
    const card = cardOf(s, i);
    const ally = card.subtype === 'Ally';
    for (const e of staticsOf(card)) {
      if (e.on !== 'influenceAgainst' || Boolean(e.company) !== ally) continue;
      const kind = (e.against.includes('faction') && t.subtype === 'Faction') || (e.against.includes('character') && t.type === 'Character');
      const named = e.names === undefined || e.names.includes(t.key);
      const home = e.homeSites === undefined || (t.homeSite ?? '').split(',').some((h) => e.homeSites?.includes(nameKey(h.trim())));
      if (kind && named && home && (e.race === undefined || t.race === e.race) && (!e.targetIf || e.targetIf(s, influencer, target))) out.push({ label: card.name, value: e.delta });
    }
  }
  return out;
}

/** A faction's own `faction` effects (none for most cards). */
function factionEffects(card: EngineCard): Extract<StaticEffect, { on: 'faction' }>[] {
  return staticsOf(card).filter((e): e is Extract<StaticEffect, { on: 'faction' }> => e.on === 'faction');
}

/** The faction's standard modifications to its influence roll for this influencing character (the unused direct influence is counted by the caller). */
export function factionModifiers(s: GameState, character: number, faction: number): { label: string; value: number }[] {
  const own = factionEffects(cardOf(s, faction));
  const race = cardOf(s, character).race ?? '';
  const out = own.flatMap((e) => (e.byRace ?? []).filter((m) => m.race === race).map((m) => ({ label: `${m.label} (standard modification)`, value: m.delta })));
  const inPlay = new Set(s.players.flatMap((p) => p.playArea.map((i) => cardOf(s, i).key)));
  for (const e of own) for (const m of e.byFaction ?? []) if (inPlay.has(nameKey(m.faction))) out.push({ label: `${m.faction} in play (standard modification)`, value: m.delta });
  // "Any other Orc faction (-2; applied only once)".
  for (const e of own) {
    const m = e.byFactionRace;
    if (m && s.players.some((p) => p.playArea.some((i) => i !== faction && cardOf(s, i).subtype === 'Faction' && cardOf(s, i).race === m.race))) out.push({ label: `${m.label} in play (standard modification)`, value: m.delta });
  }
  // "If Radagast is your Wizard (+3)": the avatar the influencer's player has in play.
  const avatar = s.players.find((p) => p.seat === s.chars[character]?.owner)?.avatarInPlay ?? null;
  for (const e of own) if (e.byAvatar && avatar !== null && cardOf(s, avatar).key === nameKey(e.byAvatar.name)) out.push({ label: `${e.byAvatar.name} is your Wizard (standard modification)`, value: e.byAvatar.delta });
  let factor = 1;
  for (const st of activeStatics(s)) if (st.effect.on === 'standardModifications' && st.bearer === null) factor *= st.effect.factor;
  return factor === 1 ? out : out.map((m) => ({ label: `${m.label} ×${factor}`, value: m.value * factor }));
}

/**
 * The events in play that change every influence check against a faction (`factionChecks`: "-1 to each influence check against a
 * faction, but for each influence check make an additional roll and choose which result to use"): their modifications, and whether
 * an additional roll is made.
 */
export function factionChecks(s: GameState): { mods: { label: string; value: number }[]; rollTwice: boolean } {
  const mods: { label: string; value: number }[] = [];
  let rollTwice = false;
  for (const st of activeStatics(s)) {
    if (st.effect.on !== 'factionChecks' || st.bearer !== null) continue;
    if (st.effect.delta !== 0) mods.push({ label: st.name, value: st.effect.delta });
    if (st.effect.rollTwice) rollTwice = true;
  }
  return { mods, rollTwice };
}

/** The influencer's 2D6 for an influence check against a faction: with an additional roll (`factionChecks`), the higher of the two, and the other. */
export function factionCheckDice(s: GameState, first: [number, number]): { dice: [number, number]; other?: [number, number] } {
  if (!factionChecks(s).rollTwice) return { dice: first };
  const second = roll2d6(s.rng);
  return second[0] + second[1] > first[0] + first[1] ? { dice: second, other: first } : { dice: first, other: second };
}

/** Cards in play that change every influence attempt against factions of some races ("all influence attempts against Man factions are modified by -2"). */
export function factionAttempts(s: GameState, faction: number): { label: string; value: number }[] {
  const race = cardOf(s, faction).race;
  const out: { label: string; value: number }[] = [];
  for (const { effect: e, inst, name } of activeStatics(s)) {
    if (e.on !== 'influenceAttempts') continue;
    if (e.onCard ? s.playedOn?.[inst] === faction : e.factionRaces && raceMatches(race, e.factionRaces)) out.push({ label: name, value: e.delta });
  }
  return out;
}

/** Whether a card played on this faction makes a card's modification (by its name) of no use against it ("Muster may not be used against the faction"). */
export function attemptIgnores(s: GameState, faction: number, label: string): boolean {
  return activeStatics(s).some(({ effect: e, inst }) => e.on === 'influenceAttempts' && e.onCard && s.playedOn?.[inst] === faction && (e.ignores ?? []).some((n) => nameKey(n) === nameKey(label)));
}

/** Whether a card's modification to the next influence check has no effect on the check that plays this faction ("(Muster has no effect on this attempt)"). */
export function factionIgnores(s: GameState, faction: number, label: string): boolean {
  return factionEffects(cardOf(s, faction)).some((e) => (e.ignores ?? []).some((n) => nameKey(n) === nameKey(label)));
}

/** The number an opponent's influence attempt must beat for this faction in play, when its text changes it (else null). */
export function influenceNumberInPlay(s: GameState, faction: number): number | null {
  for (const e of factionEffects(cardOf(s, faction))) if (e.inPlayNumber !== undefined) return e.inPlayNumber;
  return null;
}

/** A character's direct influence usable only against this character (his own card's `characterInfluence` effects). */
export function selfCharacterInfluence(s: GameState, inst: number, target: number): number {
  const t = cardOf(s, target);
  let n = 0;
  for (const e of selfEffects(s, inst)) {
    if (e.stat !== 'characterInfluence') continue;
    const home = e.homeSites !== undefined && (t.homeSite ?? '').split(',').some((h) => e.homeSites?.includes(nameKey(h.trim())));
    if ((e.races !== undefined && raceMatches(t.race, e.races)) || (e.names !== undefined && e.names.includes(t.key)) || home) n += e.delta;
  }
  return n;
}

/** More cards the seat may keep in his hand: his characters' own "you may keep one more card than normal" while at the sites they name, and cards kept with them. */
export function selfHandSize(s: GameState, seat: number): number {
  let n = 0;
  for (const key in s.chars) {
    const ch = s.chars[key] as CharState;
    if (ch.owner !== seat) continue;
    const effects = selfEffects(s, Number(key));
    if (effects.length === 0) continue;
    const site = s.companies.find((c) => c.id === ch.company)?.site;
    const siteKey = site !== undefined ? s.catalog.cards[site]?.key : undefined;
    for (const e of effects) if (e.stat === 'handSize' && siteKey !== undefined && (e.at.includes(siteKey) || e.at.includes('*'))) n += e.delta;
  }
  // Cards kept with his characters ("You may keep one more card than normal in your hand": a `bearer` handSize static).
  for (const key in s.chars) if ((s.chars[key] as CharState).owner === seat) for (const m of bearerDelta(s, Number(key), 'handSize')) n += m.value;
  return n;
}

/** The body check results on which the character is discarded ("Discard on a body check result of 9"). */
export function selfBodyCheckDiscard(s: GameState, inst: number): number[] {
  return selfEffects(s, inst).flatMap((e) => (e.stat === 'bodyCheckDiscard' ? e.results : []));
}

/** The `creature` effects of a creature card's own definition (what its attack does besides strikes). */
export function creatureEffects(s: GameState, creature: number | null): Extract<StaticEffect, { on: 'creature' }>[] {
  if (creature === null) return [];
  return (defOf(cardOf(s, creature))?.static ?? []).filter((e): e is Extract<StaticEffect, { on: 'creature' }> => e.on === 'creature');
}
