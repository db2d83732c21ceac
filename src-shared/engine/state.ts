/**
 * State helpers shared by the phases: card lookups, zones, drawing and discarding, company
 * size and hazard limit, influence, prowess and body with items, hand resets.
 */
import { modeDelta } from './darkArda/modeFigures';
import { allStacks } from './simultaneous/lanes';
import type { DeckId } from '../arda/model';
import { raceMatches } from './effects/query';
import { bearerDelta, memoWhileReading, selfCharacterInfluence, selfHandSize, staticsOf } from './effects/statics';
import { shuffleInPlace, type RngState } from './rng';
import { isDeclaredCard, type Alignment, type Catalog, type CharState, type Company, type EngineCard, type GameEvent, type GameState, type PlayerState, type SetZones, type Status } from './types';

export const HAND_SIZE = 8;
export const MP_HAND_SIZE = 5;
/** General influence for controlling characters: Arda Revised 20; Dark Arda's 25 less the 5 that "can never be used to control any characters". */
export const GENERAL_INFLUENCE = 20;
/** Dark Arda: "Minion Players have 25 general influence … Five of that general influence can never be used to control any characters". */
export function reservedInfluence(profile: GameState['profile']): number {
  return profile === 'dark-arda' ? 5 : 0;
}
export const MAX_COMPANY_SIZE = 7;
export const FACE_UP = 4;

export interface Ctx {
  events: GameEvent[];
}

export function cardOf(s: GameState, inst: number): EngineCard {
  const id = s.cardOf[inst];
  const c = id === undefined ? undefined : s.catalog.cards[id];
  if (!c) throw new Error(`unknown card instance ${inst}`);
  return c;
}

export function site(s: GameState, id: string): EngineCard {
  const c = s.catalog.cards[id];
  if (!c) throw new Error(`unknown site ${id}`);
  return c;
}

export function player(s: GameState, seat: number): PlayerState {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export function setZones(s: GameState, align: Alignment): SetZones {
  const z = s.sets[align];
  if (!z) throw new Error(`no ${align} set in this game`);
  return z;
}

export function charState(s: GameState, inst: number): CharState | undefined {
  return s.chars[inst];
}

export function company(s: GameState, id: string): Company | undefined {
  return s.companies.find((c) => c.id === id);
}

export function companyOfChar(s: GameState, inst: number): Company | undefined {
  const ch = s.chars[inst];
  return ch ? company(s, ch.company) : undefined;
}

export function statusOf(s: GameState, inst: number): Status {
  return s.status[inst] ?? 'untapped';
}

export function setStatus(s: GameState, inst: number, status: Status): void {
  if (status === 'untapped') delete s.status[inst];
  else s.status[inst] = status;
}

export function removeFrom(list: number[], inst: number): boolean {
  const i = list.indexOf(inst);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

export function isHaven(s: GameState, siteId: string): boolean {
  return s.catalog.cards[siteId]?.siteType === 'H';
}

/** Two site ids name one location: the same card, or a Wizard and a Ringwraith version of one site (same folded name). */
export function sameLocation(s: GameState, a: string, b: string): boolean {
  if (a === b) return true;
  const x = s.catalog.cards[a];
  const y = s.catalog.cards[b];
  return Boolean(x && y && x.key === y.key);
}

/** Draws one card from a communal deck, reshuffling its discard pile into it when empty. */
export function drawFrom(s: GameState, align: Alignment, deck: DeckId, ctx: Ctx): number | null {
  const z = setZones(s, align);
  if (z.decks[deck].length === 0 && z.discards[deck].length > 0) {
    z.decks[deck] = z.discards[deck];
    z.discards[deck] = [];
    shuffleInPlace(s.rng, z.decks[deck]);
    ctx.events.push({ type: 'reshuffle', align, deck });
    // A play deck is exhausted: cards in play that say "Discard when any play deck is exhausted" go (Stench of Mordor).
    // Dark Arda: tapped sites return for every player (darkArda/siteTaps.ts); siteTapped flags of companies still there stay.
    if (deck === 'play' && s.sitesTapped) delete s.sitesTapped;
    if (deck === 'play' && s.discardOnExhaust?.length) {
      // In a play area, or on a character (Something Else at Work: "Playable on a character … Discard when any play deck is exhausted").
      for (const inst of s.discardOnExhaust) {
        for (const p of s.players) if (removeFrom(p.playArea, inst)) toDiscard(s, inst, ctx);
        for (const ch of Object.values(s.chars)) if (removeFrom(ch.hazards, inst)) toDiscard(s, inst, ctx);
      }
      s.discardOnExhaust = [];
    }
  }
  return z.decks[deck].shift() ?? null;
}

export function drawCards(s: GameState, seat: number, count: number, ctx: Ctx): number {
  const p = player(s, seat);
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    const inst = drawFrom(s, p.alignment, 'play', ctx);
    if (inst === null) break;
    p.hand.push(inst);
    drawn++;
  }
  if (drawn) ctx.events.push({ type: 'draw', seat, count: drawn });
  return drawn;
}

/** A card leaves play or a hand: back to its own set's discard pile for its deck. */
export function toDiscard(s: GameState, inst: number, ctx: Ctx): void {
  const align = s.alignOf[inst] as Alignment;
  const deck = s.deckOf[inst] as DeckId;
  setZones(s, align).discards[deck].push(inst);
  delete s.status[inst];
  ctx.events.push({ type: 'discard', inst, card: s.cardOf[inst] });
  // Dark Arda: rings kept "off to the side" with a Whispers of Rings have nothing to stay with once it goes: to the Ring discard.
  const saved = s.whispers?.[inst];
  if (saved && s.whispers) {
    delete s.whispers[inst];
    for (const ring of saved) toDiscard(s, ring, ctx);
  }
}

/** Refills the face-up communal cards of a set to four each. */
export function refillFaceUp(s: GameState, align: Alignment, ctx: Ctx): void {
  const z = setZones(s, align);
  const fill = (pile: number[], deck: DeckId) => {
    while (pile.length < FACE_UP) {
      const inst = drawFrom(s, align, deck, ctx);
      if (inst === null) break;
      pile.push(inst);
      ctx.events.push({ type: 'faceUp', align, deck, inst, card: s.cardOf[inst] });
    }
  };
  fill(z.faceUp.character, 'character');
  fill(z.faceUp.minor, 'minor');
  // Dark Arda shares only "The Character and Minor Item decks … four cards from each deck are placed face up".
  if (s.profile !== 'dark-arda') fill(z.faceUp.mp, 'mp');
}

/** The play-hand size: 8, plus cards his characters let him keep ("When Elrond is at Rivendell, you may keep one more card than normal in your hand"). */
export function handSize(s: GameState, seat: number): number {
  return HAND_SIZE + selfHandSize(s, seat);
}

export function companiesOf(s: GameState, seat: number): Company[] {
  return s.companies.filter((c) => c.owner === seat);
}

/** Characters and their allies: everything that can face a strike. */
export function combatants(s: GameState, co: Company): number[] {
  const out: number[] = [];
  for (const ch of co.chars) {
    out.push(ch);
    for (const a of s.chars[ch]?.allies ?? []) out.push(a);
  }
  return out;
}

/**
 * How many sources give the character this skill (or kind of magic: "Can use sorcery"): his own card, and each card he bears or
 * has on him with a `skill` static ("Gives the bearer warrior skill"; "Bearer can use spirit-magic"). Every skill check reads it
 * (hasSkill); "If the bearer is already a warrior" is two sources or more, the card itself being one.
 */
export function skillSources(s: GameState, ch: number, skill: string): number {
  const card = cardOf(s, ch);
  const printed = card.skills.includes(skill) || (skill.endsWith('magic') || skill === 'sorcery' ? new RegExp(`can use[^.]*${skill}`, 'i').test(card.text.replace(/<[^>]+>/g, '')) : false);
  const st = s.chars[ch];
  let n = printed ? 1 : 0;
  if (st) for (const i of [...st.hazards, ...st.items]) if (staticsOf(cardOf(s, i)).some((e) => e.on === 'skill' && e.skill === skill)) n++;
  return n;
}

/** The character has the skill: printed on his card, or given by a card kept with him (a `skill` static: "Gives the bearer sage skill"). */
export function hasSkill(s: GameState, ch: number, skill: string): boolean {
  return skillSources(s, ch, skill) > 0;
}

function halfSized(s: GameState, ch: number): boolean {
  const card = cardOf(s, ch);
  return card.race === 'Hobbit' || (/Orc/.test(card.race ?? '') && hasSkill(s, ch, 'Scout'));
}

/** Company size: Hobbits and Orc scouts count half, rounded up (allies do not count). */
export function companySize(s: GameState, co: Company): number {
  let whole = 0;
  let halves = 0;
  for (const ch of co.chars) {
    if (halfSized(s, ch)) halves++;
    else whole++;
  }
  return whole + Math.ceil(halves / 2);
}

export function baseHazardLimit(s: GameState, co: Company): number {
  return Math.max(2, companySize(s, co));
}

/**
 * The player's general influence: 20, changed by the `generalInfluence` statics of the cards in his play area and kept with his
 * characters (Bade to Rule: "+5 general influence"). Control of characters is measured against it.
 */
export function generalInfluence(s: GameState, seat: number): number {
  let gi = GENERAL_INFLUENCE;
  const kept = companiesOf(s, seat).flatMap((co) => co.chars.flatMap((ch) => s.chars[ch]?.hazards ?? []));
  for (const inst of [...player(s, seat).playArea, ...kept]) for (const e of staticsOf(cardOf(s, inst))) if (e.on === 'generalInfluence' && !e.bearerRaces) gi += e.delta;
  // Items borne by his characters ("If bearer is a Wizard, your general influence is increased by two").
  for (const co of companiesOf(s, seat))
    for (const ch of co.chars)
      for (const i of s.chars[ch]?.items ?? [])
        for (const e of staticsOf(cardOf(s, i))) if (e.on === 'generalInfluence' && (!e.bearerRaces || e.bearerRaces.includes(cardOf(s, ch).race ?? ''))) gi += e.delta;
  return gi;
}

/** Mind of the player's characters controlled by general influence. */
export function usedGeneralInfluence(s: GameState, seat: number): number {
  return memoWhileReading(s, 'gi', seat, () => usedGeneralInfluenceNow(s, seat));
}

/**
 * Unused general influence where cards and influence attempts read it. Dark Arda ("Unused General Influence Rule"): "Minion
 * Players have 25 general influence … Five of that general influence can never be used to control any characters … Don't forget
 * the 5 unused general influence when calculating results of hazard cards like Muster Disperses": 25 − used (control stays at 20).
 */
export function unusedGeneralInfluence(s: GameState, seat: number): number {
  return generalInfluence(s, seat) + reservedInfluence(s.profile) - usedGeneralInfluence(s, seat);
}

function usedGeneralInfluenceNow(s: GameState, seat: number): number {
  let used = 0;
  for (const co of companiesOf(s, seat))
    for (const ch of co.chars) {
      const st = s.chars[ch];
      const card = cardOf(s, ch);
      if (st && st.followerOf === null && !card.avatar) used += controlMind(s, ch);
    }
  return used;
}

/**
 * A character's mind in play: his card's, changed by the cards he bears or has on him (`bearer` statics of stat 'mind': "-1 to mind
 * to a minimum of 1", "-2 to bearer's mind (minimum of 1)"): lowered no further than 1 (or his own mind when it is lower).
 */
export function mindOf(s: GameState, inst: number): number {
  const own = cardOf(s, inst).mind ?? 0;
  const mods = s.chars[inst] ? bearerDelta(s, inst, 'mind') : [];
  if (mods.length === 0) return own;
  const mind = mods.reduce((n, d) => n + d.value, own);
  return mind < own ? Math.max(Math.min(own, 1), mind) : mind;
}

/**
 * The mind a character counts for when he is controlled (by general or direct influence): his own, as the cards with him change
 * it ("For the purposes of controlling this character, his mind is halved (round down)": their definitions' `controlMind`).
 */
export function controlMind(s: GameState, inst: number): number {
  let mind = mindOf(s, inst);
  for (const h of s.chars[inst]?.hazards ?? []) for (const e of staticsOf(cardOf(s, h))) if (e.on === 'controlMind') mind = e.of(mind);
  return mind;
}

export function followersOf(s: GameState, inst: number): number[] {
  const co = companyOfChar(s, inst);
  return co ? co.chars.filter((c) => s.chars[c]?.followerOf === inst) : [];
}

export function directInfluence(s: GameState, inst: number): number {
  return memoWhileReading(s, 'di', inst, () => directInfluenceNow(s, inst));
}

function directInfluenceNow(s: GameState, inst: number): number {
  let di = cardOf(s, inst).di;
  for (const item of s.chars[inst]?.items ?? []) if (itemBonusApplies(s, inst, cardOf(s, item), 'di')) di += cardOf(s, item).diBonus;
  for (const m of s.mods) if (m.inst === inst && m.stat === 'di') di += m.delta;
  for (const d of bearerDelta(s, inst, 'di')) di += d.value;
  // Dark Arda: the Ringwraith's mode (darkArda/modeFigures.ts).
  di += modeDelta(s, inst, 'di');
  return Math.max(0, di);
}

export function unusedDirectInfluence(s: GameState, inst: number, candidate?: number): number {
  const followers = followersOf(s, inst).filter((f) => f !== candidate);
  const used = followers.reduce((n, f) => n + controlMind(s, f), 0);
  // Direct influence usable only against some characters ("+5 … only usable against Galadriel") goes to those followers first.
  const special = (c: number) => selfCharacterInfluence(s, inst, c);
  const pool = Math.max(0, ...followers.map(special), candidate === undefined ? 0 : special(candidate));
  const spent = Math.min(pool, followers.filter((f) => special(f) > 0).reduce((n, f) => n + controlMind(s, f), 0));
  const extra = candidate !== undefined && special(candidate) > 0 ? pool - spent : 0;
  return Math.max(0, directInfluence(s, inst) - (used - spent) + extra);
}

/** Whether an item's prowess / body / direct influence bonus is "Warrior only", read once per card. */
const warriorOnly = new WeakMap<EngineCard, { prowess: boolean; body: boolean; di: boolean }>();

/**
 * "Warrior only: +2 to prowess …": an item's prowess, body or direct influence bonus that only a warrior bearer gets (Dragon-helm: "Warrior
 * only: +1 prowess; +2 body (to a maximum of 10); +3 direct influence").
 */
export function itemBonusApplies(s: GameState, bearer: number, item: EngineCard, stat: 'prowess' | 'body' | 'di'): boolean {
  let known = warriorOnly.get(item);
  if (!known) {
    const only = /Warrior only:([^.]*)/.exec(item.text)?.[1];
    known = { prowess: only !== undefined && /\bprowess\b/.test(only), body: only !== undefined && /\bbody\b/.test(only), di: only !== undefined && /\bdirect influence\b/.test(only) };
    warriorOnly.set(item, known);
  }
  return !known[stat] || hasSkill(s, bearer, 'Warrior');
}

function capped(base: number, bonus: number, max: number | null): number {
  if (max === null) return base + bonus;
  return Math.max(base, Math.min(base + bonus, max));
}

/** Prowess with items: the best weapon (bonus to its maximum, applied first), other gear's bonuses, manual modifiers. */
export function prowessOf(s: GameState, inst: number): number {
  return memoWhileReading(s, 'prowess', inst, () => prowessNow(s, inst));
}

/** The race of what strikes this character now (null outside combat). */
export function raceFacing(s: GameState, inst: number): string | null {
  const combat = [...s.stack].reverse().find((x) => x.kind === 'combat');
  if (!combat || combat.kind !== 'combat' || combat.attack.companyId !== s.chars[inst]?.company) return null;
  const a = combat.attack;
  if (a.source === 'company') {
    const slot = combat.slots.find((x) => x.target === inst);
    return slot?.attacker != null ? (cardOf(s, slot.attacker).race ?? null) : null;
  }
  if (a.creature !== null) return cardOf(s, a.creature).race ?? null;
  return (a.label.split(':').pop() ?? '').trim() || null;
}

type Figures = { bonus: number; max: number | null };

/**
 * A weapon's prowess figures in this character's hands: its definition's `weaponFigures` (the text's, where the card data's
 * differ: better against some races, "+3 to prowess to a maximum of 8 (a maximum of 9 against Orcs)", or in some races'
 * hands), else the data's.
 */
function weaponProwess(s: GameState, inst: number, holder: EngineCard, item: EngineCard): Figures {
  const w = staticsOf(item).find((e) => e.on === 'weaponFigures');
  if (w?.on !== 'weaponFigures') return { bonus: item.prowessBonus, max: item.prowessMax };
  if (!w.special) return w.normal;
  const race = w.against ? raceFacing(s, inst) : null;
  const special = (race !== null && w.against?.test(race) === true) || raceMatches(holder.race ?? null, w.bearerRaces ?? []);
  return special ? w.special : w.normal;
}

/** Other gear's figures: its definition's `gearFigures` (bonuses the data leaves out), else the data's. */
function gearBonus(item: EngineCard, stat: 'prowess' | 'body'): Figures {
  const g = staticsOf(item).find((e) => e.on === 'gearFigures');
  const f = g?.on === 'gearFigures' ? g[stat] : undefined;
  return f ?? (stat === 'prowess' ? { bonus: item.prowessBonus, max: item.prowessMax } : { bonus: item.bodyBonus, max: item.bodyMax });
}

function prowessNow(s: GameState, inst: number): number {
  const card = cardOf(s, inst);
  let prowess = card.prowess ?? 0;
  const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => itemBonusApplies(s, inst, it, 'prowess'));
  let best = prowess;
  const weapons = items.filter((item) => item.gear === 'weapon').map((item) => weaponProwess(s, inst, card, item));
  for (const f of weapons) best = Math.max(best, capped(prowess, f.bonus, f.max));
  // "He can use two weapons (both modifiers count). If he uses two weapons, he can't use a shield" (a `twoWeapons` static).
  if (weapons.length > 1 && usesTwoWeapons(s, inst))
    for (const a of weapons) for (const b of weapons) if (a !== b) best = Math.max(best, capped(capped(prowess, a.bonus, a.max), b.bonus, b.max));
  prowess = best;
  for (const item of items) {
    if (item.gear === 'weapon') continue;
    const f = gearBonus(item, 'prowess');
    if (f.bonus) prowess = capped(prowess, f.bonus, f.max);
  }
  for (const m of s.mods) if (m.inst === inst && m.stat === 'prowess') prowess += m.delta;
  for (const d of bearerDelta(s, inst, 'prowess')) prowess += d.value;
  prowess += modeDelta(s, inst, 'prowess');
  return prowess;
}

/** A `twoWeapons` static of a card kept with him holds (he has its skill from two sources or more) and he bears no shield (the two weapons are used only then). */
function usesTwoWeapons(s: GameState, inst: number): boolean {
  const ch = s.chars[inst];
  if (!ch || ch.items.some((i) => cardOf(s, i).gear === 'shield')) return false;
  return [...ch.hazards, ...ch.items].some((i) => staticsOf(cardOf(s, i)).some((e) => e.on === 'twoWeapons' && skillSources(s, inst, e.already) >= 2));
}

/** Body with the best armor, shield and helmet (one of each) and manual modifiers. */
export function bodyOf(s: GameState, inst: number): number {
  const card = cardOf(s, inst);
  let body = card.body ?? 0;
  const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => itemBonusApplies(s, inst, it, 'body'));
  for (const gear of ['armor', 'shield', 'helmet', 'weapon', null] as const) {
    let best = body;
    for (const item of items) {
      if (item.gear !== gear) continue;
      const f = gearBonus(item, 'body');
      if (f.bonus) best = Math.max(best, capped(body, f.bonus, f.max));
    }
    body = best;
  }
  for (const m of s.mods) if (m.inst === inst && m.stat === 'body') body += m.delta;
  for (const d of bearerDelta(s, inst, 'body')) body += d.value;
  return body;
}

/** Every place a card instance can be: used by the invariant checks and by viewFor. */
export function allZones(s: GameState): { name: string; cards: number[] }[] {
  const out: { name: string; cards: number[] }[] = [];
  for (const [align, z] of Object.entries(s.sets)) {
    if (!z) continue;
    for (const [deck, cards] of Object.entries(z.decks)) out.push({ name: `${align}.deck.${deck}`, cards });
    for (const [deck, cards] of Object.entries(z.discards)) out.push({ name: `${align}.discard.${deck}`, cards });
    for (const [pile, cards] of Object.entries(z.faceUp)) out.push({ name: `${align}.faceUp.${pile}`, cards });
  }
  for (const p of s.players) {
    out.push({ name: `p${p.seat}.hand`, cards: p.hand });
    out.push({ name: `p${p.seat}.mpHand`, cards: p.mpHand });
    out.push({ name: `p${p.seat}.mpPile`, cards: p.mpPile });
    out.push({ name: `p${p.seat}.eliminated`, cards: p.eliminatedPile });
    out.push({ name: `p${p.seat}.avatar`, cards: p.avatar });
    out.push({ name: `p${p.seat}.playArea`, cards: p.playArea });
    out.push({ name: `p${p.seat}.pool`, cards: p.pool });
    if (p.modeCards) out.push({ name: `p${p.seat}.modeCards`, cards: p.modeCards });
    if (p.removed) out.push({ name: `p${p.seat}.removed`, cards: p.removed });
  }
  for (const co of s.companies) out.push({ name: `company.${co.id}`, cards: co.chars });
  // Dark Arda: rings saved under a Whispers of Rings (darkArda/whispers.ts).
  for (const [w, rings] of Object.entries(s.whispers ?? {})) out.push({ name: `whispers.${w}`, cards: rings });
  for (const [inst, ch] of Object.entries(s.chars)) {
    out.push({ name: `char.${inst}.items`, cards: ch.items });
    out.push({ name: `char.${inst}.allies`, cards: ch.allies });
    out.push({ name: `char.${inst}.hazards`, cards: ch.hazards });
  }
  const steps = allStacks(s).flat();
  for (const step of steps) if (step.kind === 'combat' && step.attack.creature !== null) out.push({ name: 'combat.creature', cards: [step.attack.creature] });
  // An ability's entry names a card that stays in play (or was discarded as its cost), and so does a passive condition's: not a zone.
  for (const step of steps) {
    if (step.kind !== 'chain') continue;
    const cards = step.entries.filter(isDeclaredCard).map((e) => e.inst);
    if (cards.length > 0) out.push({ name: 'chain', cards });
  }
  return out;
}

/**
 * An empty record for instance-keyed maps (`chars`, companiesBefore's). V8 stores an object whose
 * integer keys are few but scattered (instances 449, 985, 1170…) as a holey array as long as its
 * largest key, and every for-in / Object.entries then walks all those slots; a record created in
 * dictionary mode (as JSON.parse makes it) visits only the keys present. Same keys, same order,
 * same JSON.
 */
export function sparseRecord<T>(): Record<string, T> {
  const o: Record<string, T> = {};
  o[0x3fffffff] = undefined as T;
  delete o[0x3fffffff];
  return o;
}

/** A state with no players, cards or companies yet, before the first turn: createGame and the scenario kit fill it in. */
export function blankState(catalog: Catalog, seed: string, rng: RngState, options: GameState['options']): GameState {
  return {
    v: 1,
    catalog,
    seed,
    options,
    rng,
    cardOf: [],
    alignOf: [],
    deckOf: [],
    players: [],
    order: [],
    sets: {},
    companies: [],
    chars: sparseRecord<CharState>(),
    status: {},
    eventTurn: {},
    mods: [],
    stack: [],
    turn: { number: 0, round: 0, active: 0, firstHazard: 0, characterPlayed: false, communalDiscardUsed: false, mhDone: [], siteDone: [], endDiscarded: [], corruptionCardOn: [] },
    council: null,
    nextCompany: 1,
    result: null,
    log: [],
  };
}

export function log(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
}
