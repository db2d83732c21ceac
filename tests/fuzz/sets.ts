/**
 * The sets a fuzzed game is played with: either the pool (every card of the profile's alignments,
 * as the property tests build it: fixtures.ts setForPlayers, darkArdaFixtures.ts darkArdaSet), or
 * one of the ten real deck lists in ../shared/decks/gccg placed into Arda decks by the set import
 * (meccgImport.ts importMeccgList, i.e. placementFor), topped up where the list cannot start a game.
 *
 * Top-up (a challenge deck is one player's 60 cards, not an Arda set):
 * - Avatar deck: every avatar card of the pool set built for the same seat count that the list lacks,
 *   up to the pool's copies (Arda Revised: "respect the uniqueness of the wizards" needs as many
 *   avatars as seats; Dark Arda: a Ringwraith and each mode card per player).
 * - Character deck: for each of the profile's setup needs (profile.setup: Arda Revised two
 *   characters of mind 6+ per player; Dark Arda one of mind 7+ and two or three of mind 6), the
 *   pool's matching characters the list lacks, one at a time in card-id order, until the need is met;
 *   Dark Arda also at least one character per player (darkSetupProblem).
 * - A Play, MP or Character deck the list leaves empty takes the pool's.
 * Everything else (a 30-card Play deck shared by seven players, no minor items) is kept: the
 * fuzzer wants those tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importMeccgList } from '../../src-shared/arda-io/meccgImport';
import { cardFactsMap, DECK_IDS, type ArdaCardFacts, type ArdaSet, type DeckEntry, type DeckId } from '../../src-shared/arda/model';
import type { Profile } from '../../src-shared/arda/profile';
import { getProfile } from '../../src-shared/arda/profiles';
import { createNameIndex } from '../../src-shared/collection/nameIndex';
import type { Alignment, GameProfile, GameSetup, PlayerSetup } from '../../src-shared/engine/types';
import { darkArdaSet, darkSetup } from '../unit/engine-fixtures/darkArdaFixtures';
import { cardsFile, fixtures, setForPlayers, setupFor } from '../unit/engine-fixtures/fixtures';

export const deckDir = path.resolve(path.dirname(cardsFile), '../decks/gccg');

/** Deck lists by their letter ("A - Stewards of Gondor.meccg" → A): A–E hero (Wizard), F–J minion (Ringwraith). */
let listFiles: Map<string, string> | null = null;

export function deckLists(): Map<string, string> {
  if (listFiles) return listFiles;
  listFiles = new Map();
  for (const file of readdirSync(deckDir).filter((f) => f.endsWith('.meccg')).sort()) {
    const letter = /^([A-Z]) - /.exec(file)?.[1];
    if (letter) listFiles.set(letter, path.join(deckDir, file));
  }
  return listFiles;
}

/** The alignment a list is played by: hero lists by Wizards, minion lists by Ringwraiths. */
export function listAlignment(letter: string): Alignment {
  return letter < 'F' ? 'wizard' : 'ringwraith';
}

let facts: Map<string, ArdaCardFacts> | null = null;
let index: ReturnType<typeof createNameIndex> | null = null;

function lookups() {
  if (!facts || !index) {
    const records = fixtures().records;
    facts = cardFactsMap(records);
    index = createNameIndex(records.map((r) => ({ id: r.id, set: r.set, type: r.type, alignment: r.alignment, names: r.names })));
  }
  return { facts, index };
}

/** The pool set for a profile, alignment and seat count: what setupFor / darkSetup play. */
export function poolSet(profile: GameProfile, alignment: Alignment, seats: number): ArdaSet {
  if (profile === 'dark-arda') return darkArdaSet();
  return seats <= 4 ? fixtures().sets[alignment] : setForPlayers(`arda-revised-${alignment}`, seats);
}

function setProfile(profile: GameProfile, alignment: Alignment): Profile {
  return getProfile(profile === 'dark-arda' ? 'dark-arda' : `arda-revised-${alignment}`) as Profile;
}

const copiesOf = (e: DeckEntry) => e.copies + e.proxies;

/** What the top-up added, per deck: card id → copies. */
export type TopUp = Partial<Record<DeckId, Record<string, number>>>;

const listCache = new Map<string, { set: ArdaSet; added: TopUp }>();

/** A deck list as an Arda set of `profile` for `seats` players, topped up (see the file comment). */
export function listSet(letter: string, profile: GameProfile, seats: number): { set: ArdaSet; added: TopUp } {
  const key = `${letter}:${profile}:${seats}`;
  const hit = listCache.get(key);
  if (hit) return hit;
  const file = deckLists().get(letter);
  if (!file) throw new Error(`no deck list ${letter} in ${deckDir}`);
  const alignment = listAlignment(letter);
  const arda = setProfile(profile, alignment);
  const { facts: cards, index: names } = lookups();
  const imported = importMeccgList(readFileSync(file, 'utf8'), { profile: arda, index: names, cards });
  const decks = Object.fromEntries(DECK_IDS.map((d) => [d, imported.decks[d].map((e) => ({ ...e }))])) as Record<DeckId, DeckEntry[]>;
  const pool = poolSet(profile, alignment, seats);
  const added: TopUp = {};
  const add = (deck: DeckId, cardId: string, copies: number) => {
    const entry = decks[deck].find((e) => e.cardId === cardId);
    if (entry) entry.copies += copies;
    else decks[deck].push({ cardId, copies, proxies: 0 });
    const d = (added[deck] ??= {});
    d[cardId] = (d[cardId] ?? 0) + copies;
  };
  const held = (deck: DeckId, cardId: string) => decks[deck].filter((e) => e.cardId === cardId).reduce((n, e) => n + copiesOf(e), 0);
  for (const deck of ['play', 'mp', 'character'] as const) if (decks[deck].length === 0) for (const e of pool.decks[deck]) add(deck, e.cardId, copiesOf(e));
  for (const e of pool.decks.avatar) {
    const lack = copiesOf(e) - held('avatar', e.cardId);
    if (lack > 0) add('avatar', e.cardId, lack);
  }
  const needs = [...(arda.setup ?? []).map((n) => ({ matches: n.matches, want: n.perPlayer(seats) * seats }))];
  if (profile === 'dark-arda') needs.push({ matches: (c) => c.type === 'Character' && !c.isAvatar, want: seats });
  for (const need of needs) {
    const have = () => decks.character.reduce((n, e) => n + (need.matches(cards.get(e.cardId) as ArdaCardFacts) ? copiesOf(e) : 0), 0);
    for (const e of [...pool.decks.character].sort((a, b) => (a.cardId < b.cardId ? -1 : 1))) {
      if (have() >= need.want) break;
      const card = cards.get(e.cardId);
      if (card && need.matches(card) && held('character', e.cardId) === 0) add('character', e.cardId, 1);
    }
  }
  const set: ArdaSet = { name: `list ${letter} (${arda.label})`, profileId: arda.id, decks };
  const out = { set, added };
  listCache.set(key, out);
  return out;
}

/** Which sets a game uses: 'pool', or deck-list letters joined by '+' (one per alignment seated: "A", "F", "A+F"). */
export type SetSource = string;

/** A game setup for these seats (alignments, kinds, levels) on the sets `source` names. */
export function fuzzSetup(profile: GameProfile, players: PlayerSetup[], source: SetSource, seed: string, options?: GameSetup['options']): GameSetup {
  const alignments = players.map((p) => p.alignment);
  const base = profile === 'dark-arda' ? darkSetup(players.length, seed) : setupFor(alignments, seed, options);
  const setup: GameSetup = { ...base, players, options: { ...base.options, ...options } };
  if (source === 'pool') return setup;
  const sets: GameSetup['sets'] = {};
  for (const letter of source.split('+')) {
    const alignment = listAlignment(letter);
    if (!alignments.includes(alignment)) throw new Error(`list ${letter} is ${alignment}, and no seat plays ${alignment}`);
    sets[alignment] = { set: listSet(letter, profile, players.length).set };
  }
  for (const a of new Set(alignments)) if (!sets[a]) throw new Error(`no deck list for the ${a} seats in "${source}"`);
  return { ...setup, sets };
}
