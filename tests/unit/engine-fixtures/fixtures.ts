/** Test fixtures: real cards from ../shared/cards/cards.json, Arda sets built from two copies of every card. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFromCollection } from '../../../src-shared/arda/build';
import { cardFactsMap, type ArdaSet } from '../../../src-shared/arda/model';
import type { Profile } from '../../../src-shared/arda/profile';
import { getProfile } from '../../../src-shared/arda/profiles';
import type { CardRecord } from '../../../src-shared/cards/model';
import { parseCardDatabase } from '../../../src-shared/cards/parseCardDatabase';
import { buildEngineCards } from '../../../src-shared/engine/facts';
import type { Alignment, EngineCard, GameSetup, PlayerSetup } from '../../../src-shared/engine/types';

// import.meta.url, not __dirname: the soak script (tsx, ES modules) loads these fixtures too.
export const cardsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/cards/cards.json');

let cached: { records: CardRecord[]; cards: Record<string, EngineCard>; sets: Record<Alignment, ArdaSet> } | null = null;

export function fixtures() {
  if (cached) return cached;
  const records = parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8')).cards;
  const facts = cardFactsMap(records);
  const cards = buildEngineCards(records);
  const build = (id: string, name: string) => {
    const profile = getProfile(id) as Profile;
    const owned = new Map([...facts.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 2]));
    return buildFromCollection({ profile, players: 4, cards: facts, owned, name }).set;
  };
  cached = { records, cards, sets: { wizard: build('arda-revised-wizard', 'Wizards'), ringwraith: build('arda-revised-ringwraith', 'Ringwraiths') } };
  return cached;
}

const setsBySize = new Map<string, ArdaSet>();

/** An Arda set of set profile `profileId` built for `players` (2 copies of every card owned); 4-player sets are fixtures().sets. */
export function setForPlayers(profileId: string, players: number): ArdaSet {
  const key = `${profileId}:${players}`;
  let set = setsBySize.get(key);
  if (!set) {
    const facts = cardFactsMap(fixtures().records);
    const profile = getProfile(profileId) as Profile;
    const owned = new Map([...facts.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 2]));
    set = buildFromCollection({ profile, players, cards: facts, owned, name: `${profile.label} ×${players}` }).set;
    setsBySize.set(key, set);
  }
  return set;
}

/** An Arda Revised game of these seats; 5 or more seats play with sets built for that many players (more avatars). */
export function setupFor(alignments: Alignment[], seed: string | number, options?: GameSetup['options']): GameSetup {
  const f = fixtures();
  const players: PlayerSetup[] = alignments.map((alignment, seat) => ({ seat, name: `P${seat}`, kind: 'bot', alignment }));
  const sets: GameSetup['sets'] = {};
  for (const a of new Set(alignments)) sets[a] = { set: alignments.length <= 4 ? f.sets[a] : setForPlayers(`arda-revised-${a}`, alignments.length) };
  return { players, sets, cards: f.cards, profile: 'arda-revised', seed, options };
}

export function cardByName(name: string, alignment?: string): EngineCard {
  const f = fixtures();
  const found = Object.values(f.cards).find((c) => c.name === name && (!alignment || c.alignment === alignment));
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

import { allZones, cardOf, MP_HAND_SIZE } from '../../../src-shared/engine/state';
import type { GameEvent, GameState } from '../../../src-shared/engine/types';

/** Every card instance in exactly one place; characters and companies agree. Returns the problems. */
export function invariantProblems(s: GameState): string[] {
  const problems: string[] = [];
  // Typed arrays, not a Map: the fuzzer runs this after every action of thousands of games.
  const zones = allZones(s);
  const zoneOf = new Int32Array(s.cardOf.length).fill(-1);
  zones.forEach((z, zi) => {
    for (const inst of z.cards) {
      if (!(inst >= 0 && inst < zoneOf.length)) problems.push(`${z.name} holds ${inst}, not an instance`);
      else if (zoneOf[inst] !== -1) problems.push(`instance ${inst} in ${zones[zoneOf[inst] as number]?.name} and ${z.name}`);
      else zoneOf[inst] = zi;
    }
  });
  for (let i = 0; i < zoneOf.length; i++) if (zoneOf[i] === -1) problems.push(`instance ${i} (${s.cardOf[i]}) is nowhere`);
  const inCompanies = new Set<number>();
  for (const co of s.companies) {
    if (co.chars.length === 0) problems.push(`company ${co.id} is empty`);
    for (const ch of co.chars) {
      inCompanies.add(ch);
      const state = s.chars[ch];
      if (state?.company !== co.id) problems.push(`character ${ch} does not know company ${co.id}`);
      const f = state?.followerOf;
      if (f !== null && f !== undefined && !co.chars.includes(f)) problems.push(`follower ${ch} apart from its controller`);
    }
  }
  for (const key of Object.keys(s.chars)) if (!inCompanies.has(Number(key))) problems.push(`character ${key} in no company`);
  for (const p of s.players) {
    if (p.mpHand.length > MP_HAND_SIZE) problems.push(`seat ${p.seat} MP hand ${p.mpHand.length}`);
    // No general-influence bound here: coe-rules 2.II.8 lets a player be over it (a mind ring lost, a card raising it gone) until the
    // end of his organization phase, when characters go (phases/generalInfluence.ts; tests/unit/engine-general-influence-over-limit).
  }
  return problems;
}

/** MP recounted independently of scoring.ts: every MP-bearing card a player controls or holds in his MP pile. */
export function recountMp(s: GameState, seat: number): number {
  return recountAllMp(s)[seat] ?? 0;
}

/** A resource kept with a character whose definition scores it there. */
export function scoresWithBearer(card: EngineCard): boolean {
  return card.type === 'Resource' && (defOf(card)?.static ?? []).some((e) => e.on === 'scoresWithBearer');
}

/**
 * The marshalling points a card in play adds to an item (Rumor of the One: "+1 to … the marshalling points for all ring items"):
 * the `itemPoints` statics of the cards in play areas and with characters.
 */
export function itemPointsOf(s: GameState): (inst: number) => number {
  const statics = [...s.players.flatMap((p) => p.playArea), ...Object.values(s.chars).flatMap((ch) => ch.hazards)].flatMap((i) => (defOf(cardOf(s, i))?.static ?? []).flatMap((e) => (e.on === 'itemPoints' ? [e] : [])));
  return (inst) => {
    const card = cardOf(s, inst);
    return card.itemClass === null ? 0 : statics.reduce((n, e) => n + (e.items(card) ? e.delta : 0), 0);
  };
}

/** An item's points with its bearer: its definition's `heldBy` ones while he is of one of its races (Durin's Axe: "If held by a Dwarf, 4 marshalling points"). */
export function heldByMp(s: GameState, item: number, bearer: number): number {
  const race = cardOf(s, bearer).race ?? '';
  const held = (defOf(cardOf(s, item))?.static ?? []).find((e) => e.on === 'heldBy' && e.races.includes(race));
  return held?.on === 'heldBy' ? held.mp : cardOf(s, item).mp;
}

/** recountMp for every seat in one pass over the characters (by seat). */
export function recountAllMp(s: GameState): number[] {
  const totals = s.players.map(() => 0);
  const itemPoints = itemPointsOf(s);
  for (const key in s.chars) {
    const ch = s.chars[key] as NonNullable<GameState['chars'][string]>;
    if (totals[ch.owner] === undefined) continue;
    let mp = cardOf(s, Number(key)).mp;
    for (const i of ch.items) mp += heldByMp(s, i, Number(key)) + itemPoints(i);
    for (const i of ch.allies) mp += cardOf(s, i).mp;
    // A resource kept with him that says it scores there (Barrow-blade, When I Know Anything: `scoresWithBearer`).
    for (const i of ch.hazards) if (scoresWithBearer(cardOf(s, i))) mp += cardOf(s, i).mp;
    totals[ch.owner] = (totals[ch.owner] as number) + mp;
  }
  for (const p of s.players) {
    let total = totals[p.seat] as number;
    // An item stored at a site its card names scores the points it was stored for (storing.ts `GameState.storedMp`).
    for (const i of p.mpPile) total += (s.storedMp?.[String(i)] ?? cardOf(s, i).mp) + itemPoints(i);
    for (const i of p.playArea) if (cardOf(s, i).type === 'Resource' && !s.byHand?.includes(i)) total += cardOf(s, i).mp;
    // A resource event in play that changes a category of its player's points (One Dear to You: "-1 faction marshalling points": `mpDelta`).
    for (const i of p.playArea) if (cardOf(s, i).type === 'Resource' && !s.byHand?.includes(i)) for (const e of defOf(cardOf(s, i))?.static ?? []) if (e.on === 'mpDelta') total += e.delta;
    for (const i of p.eliminatedPile) total -= cardOf(s, i).eliminatedMp;
    totals[p.seat] = total - p.penalty;
  }
  return totals;
}

export type { GameEvent };

import { applyInPlace, createGame } from '../../../src-shared/engine';
import { defOf } from '../../../src-shared/engine/effects/defs';
import { chooseAction } from '../../../src-shared/engine/bots/simple';
import { actor } from '../../../src-shared/engine/phases/flow';
import { seedRng, type RngState } from '../../../src-shared/engine/rng';

/** A game advanced by the bots to the first player's first organization phase. */
export function atFirstTurn(alignments: Alignment[], seed: string | number): GameState {
  const s = createGame(setupFor(alignments, seed));
  while (!(s.turn.number === 1 && s.stack[s.stack.length - 1]?.kind === 'organization')) {
    const seat = actor(s);
    const a = chooseAction(s, seat);
    if (!a) throw new Error('stuck in setup');
    const r = applyInPlace(s, seat, a);
    if (!r.ok) throw new Error(r.rejection.message);
  }
  return s;
}

/** Adds a new card instance (outside any zone) for a constructed scenario. */
export function spawn(s: GameState, name: string, alignment?: string): number {
  const card = cardByName(name, alignment);
  s.catalog.cards[card.id] ??= card;
  const inst = s.cardOf.length;
  s.cardOf.push(card.id);
  s.alignOf.push('wizard');
  s.deckOf.push(card.type === 'Character' ? 'character' : card.type === 'Hazard' ? 'play' : 'mp');
  return inst;
}

/** Replaces a seat's companies with one company of these characters at a site. */
export function soleCompany(s: GameState, seat: number, chars: number[], siteName: string): string {
  for (const co of s.companies.filter((c) => c.owner === seat)) for (const ch of co.chars) delete s.chars[ch];
  s.companies = s.companies.filter((c) => c.owner !== seat);
  const site = Object.values(s.catalog.cards).find((c) => c.type === 'Site' && c.name === siteName && s.catalog.sites[s.players[seat]?.alignment ?? 'wizard'].includes(c.id));
  if (!site) throw new Error(`no site ${siteName}`);
  const id = `t${seat}`;
  s.companies.push({ id, owner: seat, chars: [...chars], site: site.id, dest: null, siteTapped: false, entered: false });
  for (const ch of chars) s.chars[ch] = { owner: seat, company: id, followerOf: null, items: [], allies: [], hazards: [] };
  return id;
}

/** Sets the generator so that the next d6 results are exactly these. */
export function rigDice(s: GameState, dice: number[]): void {
  for (let k = 0; k < 5_000_000; k++) {
    const st: RngState = seedRng(`rig-${k}`);
    const probe: RngState = [...st];
    let ok = true;
    for (const d of dice) {
      const v = Math.floor((nextU(probe) / 4294967296) * 6) + 1;
      if (v !== d) {
        ok = false;
        break;
      }
    }
    if (ok) {
      s.rng = st;
      return;
    }
  }
  throw new Error('no seed found');
}

import { nextUint32 as nextU } from '../../../src-shared/engine/rng';
