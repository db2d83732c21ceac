/**
 * The one way a GameSetup is made from stored Arda sets and card records: `game simulate`
 * and the games service both call buildGameSetup, so a saved bot game and a simulated one
 * with the same sets and seed are the same game (same seats, alignments, MP locations).
 * The result is self-contained: the sets are copied, the MP locations resolved and the card
 * facts cut down to the cards the game's catalog uses, so it replays the same after the
 * sets or the card database change.
 */
import type { Database } from 'better-sqlite3';
import type { ArdaSet } from '../../src-shared/arda/model';
import type { CardRecord } from '../../src-shared/cards/model';
import { RULES_VERSION } from '../../src-shared/engine';
import { buildEngineCards } from '../../src-shared/engine/facts';
import { buildCatalog } from '../../src-shared/engine/regions';
import { seatAlignmentProblem, type Alignment, type EngineCard, type GameProfile, type GameSetup, type PlayerSetup } from '../../src-shared/engine/types';
import { createLocationIndex } from '../../src-shared/sleeves/locations';
import { ArdaSetRepository } from '../data/ardaSetRepository';
import { SleeveRepository } from '../data/sleeveRepository';

/** Which side a set's profile plays. */
export function alignmentOfProfile(profileId: string): Alignment {
  return /ringwraith|dark-arda|minion/i.test(profileId) ? 'ringwraith' : 'wizard';
}

/** One stored set as a game starts from it. */
export interface SetSource {
  id: number;
  set: ArdaSet;
  /** Sleeve pairs of the set: MP card id → the site ids its sleeves name (may be empty). */
  sleeves: Map<string, string[]>;
}

export interface SeatRequest {
  name: string;
  kind: 'human' | 'bot';
  alignment?: Alignment;
  /** A computer seat's strength; absent: the simple bot. */
  level?: 'simple' | 'planner';
}

export interface SetupRequest {
  sources: readonly SetSource[];
  records: readonly CardRecord[];
  seats: readonly SeatRequest[];
  seed: string;
  councilMp?: number;
  /** The rules the game is played by; absent: Dark Arda for a Dark Arda set, else Arda Revised. */
  profile?: GameProfile;
}

/** The game profile a request plays: the one asked for, else Dark Arda when its one set is a Dark Arda set. */
export function gameProfileOf(sources: readonly SetSource[], asked?: GameProfile): GameProfile {
  if (asked) return asked;
  return sources.length === 1 && sources[0]?.set.profileId === 'dark-arda' ? 'dark-arda' : 'arda-revised';
}

/** A request that cannot make a setup (two sets of one side, a seat without a set). */
export class SetupProblem extends Error {
  override name = 'SetupProblem';
  constructor(
    readonly setId: number | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** The sets of the ids as stored now, with their sleeve pairs. Unknown ids throw NOT_FOUND (ArdaSetRepository.require). */
export function loadSetSources(db: Database, setIds: readonly number[]): SetSource[] {
  const sets = new ArdaSetRepository(db);
  const sleeves = new SleeveRepository(db, sets);
  return setIds.map((id) => {
    const stored = sets.stored(id);
    const pairs = new Map<string, string[]>();
    for (const p of sleeves.pairs(id)) pairs.set(p.mpCardId, [...(pairs.get(p.mpCardId) ?? []), p.siteCardId]);
    return { id, set: { name: stored.name, profileId: stored.profileId, decks: stored.decks }, sleeves: pairs };
  });
}

/** The sets' alignments in the order given: seat k plays aligns[k % n] unless it chose. */
export function setAlignments(sources: readonly SetSource[]): Alignment[] {
  return sources.map((s) => alignmentOfProfile(s.set.profileId));
}

export function buildGameSetup(req: SetupRequest): GameSetup {
  const sets: GameSetup['sets'] = {};
  let locations: ReturnType<typeof createLocationIndex> | null = null;
  for (const source of req.sources) {
    const align = alignmentOfProfile(source.set.profileId);
    if (sets[align]) throw new SetupProblem(source.id, `two ${align} sets given; give one Wizard set and/or one Ringwraith set`);
    const mpLocations: Record<string, string[]> = {};
    for (const e of source.set.decks.mp) {
      // The set's own sleeves first; else where the card's text (or the sites' lines) allow it.
      const sleeved = [...new Set(source.sleeves.get(e.cardId) ?? [])];
      if (sleeved.length > 0) {
        mpLocations[e.cardId] = sleeved;
        continue;
      }
      locations ??= createLocationIndex(req.records);
      const ids = locations.forCard(e.cardId).siteIds;
      if (ids.length > 0) mpLocations[e.cardId] = ids;
    }
    sets[align] = { set: structuredClone(source.set), mpLocations };
  }
  const aligns = Object.keys(sets) as Alignment[];
  const profile = gameProfileOf(req.sources, req.profile);
  // Dark Arda: "Each player is assigned the role of one of the nine rulers of mortal men …": every seat a Ringwraith, one set.
  if (profile === 'dark-arda') {
    if (!sets.ringwraith) throw new SetupProblem(req.sources[0]?.id ?? null, 'Dark Arda is played from one Ringwraith (minion) set; give a Dark Arda set');
    if (sets.wizard) throw new SetupProblem(req.sources[0]?.id ?? null, 'Dark Arda is an all-Ringwraith game: give its one Ringwraith set, not a Wizard set');
  }
  const players: PlayerSetup[] = req.seats.map((s, seat) => {
    const alignment = s.alignment ?? (aligns[seat % aligns.length] as Alignment);
    const sideWrong = seatAlignmentProblem(profile, s.name, alignment);
    if (sideWrong) throw new SetupProblem(null, sideWrong);
    if (!sets[alignment]) throw new SetupProblem(req.sources[0]?.id ?? null, `${s.name} plays ${alignment}, but no ${alignment} set was given`);
    return { seat, name: s.name, kind: s.kind, alignment, ...(s.kind === 'bot' && s.level && s.level !== 'simple' ? { level: s.level } : {}) };
  });
  const all = buildEngineCards(req.records) as Record<string, EngineCard>;
  const full: GameSetup = {
    players,
    sets,
    cards: all,
    profile,
    rules: RULES_VERSION,
    seed: req.seed,
    ...(req.councilMp !== undefined ? { options: { councilMp: req.councilMp } } : {}),
  };
  return selfContained(full);
}

/**
 * The setup with the catalog's cards only and each set's MP locations as the catalog
 * resolved them (a sleeve may name a printing the map does not use): buildCatalog of the
 * result equals buildCatalog of the input.
 */
function selfContained(full: GameSetup): GameSetup {
  const catalog = buildCatalog(full);
  const sets: GameSetup['sets'] = {};
  for (const align of Object.keys(full.sets) as Alignment[]) {
    const s = full.sets[align];
    if (!s) continue;
    const resolved: Record<string, string[]> = {};
    for (const [cardId, ids] of Object.entries(catalog.mpLocations[align])) if (ids.length > 0) resolved[cardId] = ids;
    sets[align] = { set: s.set, mpLocations: resolved };
  }
  const cards: Record<string, EngineCard> = {};
  // Sites an MP card names off the map stay too, so the stored setup resolves them alike.
  const keep = new Set(Object.keys(catalog.cards));
  for (const byCard of Object.values(catalog.mpLocations)) for (const ids of Object.values(byCard)) for (const id of ids) if (full.cards[id]) keep.add(id);
  for (const id of [...keep].sort()) cards[id] = (catalog.cards[id] ?? full.cards[id]) as EngineCard;
  return { ...full, sets, cards };
}
