/**
 * Which games a fuzz run plays: every profile, its sides and seat counts (Arda Revised 2–7 with
 * Wizard, Ringwraith and mixed tables; Dark Arda 2–9), pool and deck-list sets, every player,
 * taken in turn in an order the seed shuffles; game i of a run seeded S is the i-th of that list
 * (round and round) with game number hashOf(S, i), so a run is reproduced from its arguments.
 */
import { hashOf, seedRng, shuffleInPlace } from '../../src-shared/engine/rng';
import { GAME_PROFILES, PROFILES, type GameProfile } from '../../src-shared/engine/types';
import { SIDES, type FuzzConfig, type Sides } from './fuzzGame';
import { PLAYERS, type PlayerKind } from './players';

export const SET_KINDS = ['pool', 'list'] as const;
export type SetKind = (typeof SET_KINDS)[number];

export interface Cell {
  profile: GameProfile;
  sides: Sides;
  seats: number;
  sets: SetKind;
  player: PlayerKind;
}

export interface MatrixFilter {
  profiles?: readonly GameProfile[];
  seats?: readonly number[];
  players?: readonly PlayerKind[];
  sets?: readonly SetKind[];
}

export function matrix(filter: MatrixFilter = {}): Cell[] {
  const out: Cell[] = [];
  for (const profile of filter.profiles ?? GAME_PROFILES) {
    const { min, max } = PROFILES[profile].seats;
    for (let seats = min; seats <= max; seats++) {
      if (filter.seats && !filter.seats.includes(seats)) continue;
      for (const sides of profile === 'dark-arda' ? (['ringwraith'] as const) : SIDES)
        for (const sets of filter.sets ?? SET_KINDS) for (const player of filter.players ?? PLAYERS) out.push({ profile, sides, seats, sets, player });
    }
  }
  return out;
}

/** Hero lists (Wizards) and minion lists (Ringwraiths) of ../shared/decks/gccg. */
const WIZARD_LISTS = 'ABCDE';
const RINGWRAITH_LISTS = 'FGHIJ';

/** A cell made a game: its number, and for deck-list sets the lists that number picks. */
export function configOf(cell: Cell, n: number, maxRounds: number): FuzzConfig {
  const wizard = WIZARD_LISTS[n % WIZARD_LISTS.length] as string;
  const ringwraith = RINGWRAITH_LISTS[Math.floor(n / WIZARD_LISTS.length) % RINGWRAITH_LISTS.length] as string;
  const lists = cell.sides === 'mixed' ? `${wizard}+${ringwraith}` : cell.sides === 'wizard' ? wizard : ringwraith;
  return { profile: cell.profile, sides: cell.sides, seats: cell.seats, sets: cell.sets === 'pool' ? 'pool' : lists, player: cell.player, maxRounds, n };
}

/** The cells in an order of the seed's, so that the first games of a run already spread over profiles, seats and players. */
export function shuffled(cells: readonly Cell[], seed: string): Cell[] {
  const out = [...cells];
  shuffleInPlace(seedRng(`cells:${seed}`), out);
  return out;
}

/** Game i of a run seeded `seed` over these cells (shuffled by the same seed). */
export function gameAt(cells: readonly Cell[], seed: string, i: number, maxRounds: number): FuzzConfig {
  return configOf(cells[i % cells.length] as Cell, hashOf(seed, i) % 1_000_000, maxRounds);
}
