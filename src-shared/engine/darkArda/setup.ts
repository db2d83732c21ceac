/**
 * Dark Arda setup ("Compiled Arda Rules — Minion", "Game Setup" steps 1–6) as pure steps over
 * plain data. Every random step takes the engine's RngState and advances it in place, so a
 * game's setup is reproducible from its seed. Choices players make (which Ringwraith, which
 * follower) come in as chooser functions so bots, the UI and tests can drive them.
 */
import { roll2d6, shuffleInPlace, type RngState } from '../rng';
import type { EngineCard } from '../types';

/** "each Ringwraith begins the game with a copy of each of the mode cards". */
export const MODE_CARDS = ['Heralded Lord', 'Black Rider', 'Fell Rider'] as const;

export const PLAY_HAND = 8;
export const TREASURE_HAND = 5;
export const WHISPERS_RINGS = 2;
export const STARTING_CHARACTERS_MAX = 6;
export const STARTING_MIND_MAX = 20;
export const DRAFT_POOL_SIZE = 12;

export interface SeatingRolls {
  /** Every round of dice: rolls[round][player] (null when the player did not re-roll). */
  rounds: (number | null)[][];
  /** seatOf[player] = seat; seat 0 rolled lowest, seats rise clockwise. */
  seatOf: number[];
  /** Seats in picking order: highest roll first, then counterclockwise. */
  pickOrder: number[];
}

/**
 * Step 1: "All players roll dice … sit at the table in order of lowest roll to highest roll going
 * clockwise … the person that rolled the highest will select his Ringwraith first. Proceed
 * counterclockwise". The text does not say how ties break; tied players re-roll among
 * themselves (2D6) until their order is settled, as MECCG rolls are re-rolled on ties.
 */
export function rollForSeats(rng: RngState, players: number): SeatingRolls {
  const rounds: (number | null)[][] = [];
  /** Each player's sequence of rolls; compared lexicographically so re-rolls only split ties. */
  const history: number[][] = Array.from({ length: players }, () => []);
  let toRoll = Array.from({ length: players }, (_, i) => i);
  while (toRoll.length > 0) {
    const round: (number | null)[] = Array.from({ length: players }, () => null);
    for (const p of toRoll) {
      const [a, b] = roll2d6(rng);
      round[p] = a + b;
      (history[p] as number[]).push(a + b);
    }
    rounds.push(round);
    const key = (p: number) => (history[p] as number[]).join(',');
    const counts = new Map<string, number>();
    for (let p = 0; p < players; p++) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    toRoll = toRoll.filter((p) => (counts.get(key(p)) ?? 0) > 1);
  }
  const compare = (x: number, y: number) => {
    const hx = history[x] as number[];
    const hy = history[y] as number[];
    for (let i = 0; i < Math.max(hx.length, hy.length); i++) {
      const d = (hx[i] ?? 0) - (hy[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  const lowToHigh = Array.from({ length: players }, (_, i) => i).sort(compare);
  const seatOf: number[] = Array.from({ length: players }, () => 0);
  lowToHigh.forEach((p, seat) => (seatOf[p] = seat));
  const pickOrder = Array.from({ length: players }, (_, i) => players - 1 - i);
  return { rounds, seatOf, pickOrder };
}

/** Step 3: "the player that selected his or her Ringwraith avatar last is designated the first player". */
export function firstPlayerSeat(pickOrder: readonly number[]): number {
  const last = pickOrder.at(-1);
  if (last === undefined) throw new Error('no players to pick a first player from');
  return last;
}

/** Which Ringwraith a card is, by its folded name: the ones whose printed abilities matter at setup. */
export function ringwraithRole(card: Pick<EngineCard, 'key'>): 'witch-king' | 'khamul' | 'uvatha' | 'other' {
  if (card.key.includes('witch-king')) return 'witch-king';
  if (card.key.startsWith('khamul')) return 'khamul';
  if (card.key.startsWith('uvatha')) return 'uvatha';
  return 'other';
}

export interface RingwraithSelection {
  /** avatarOf[seat] = Ringwraith card id. */
  avatarOf: string[];
  /** followersOf[seat] = Ringwraith card ids taken as followers. */
  followersOf: string[][];
  /** Ringwraiths set aside "in the event they can be played later in the game as followers". */
  setAside: string[];
}

/** Picks one of `available` (card ids) for `seat`; returning null passes (followers only). */
export type RingwraithChooser = (seat: number, available: readonly string[], asFollower: boolean) => string | null;

/**
 * Step 1 continued: picks in `pickOrder`; then "The Witch King makes his pick first, followed by
 * Khamul. and then back to the Witch King, if there are still selections available. If Uvatha is
 * still available, any other player may claim him". "Any other player" is read as a player
 * whose Ringwraith is neither the Witch-king nor Khamûl, offered in picking order.
 */
export function selectRingwraiths(ringwraiths: readonly EngineCard[], pickOrder: readonly number[], choose: RingwraithChooser): RingwraithSelection {
  const players = pickOrder.length;
  if (players > ringwraiths.length) throw new Error(`${players} players need ${players} Ringwraiths; the Avatar deck has ${ringwraiths.length}`);
  const byId = new Map(ringwraiths.map((c) => [c.id, c]));
  let available = ringwraiths.map((c) => c.id);
  const take = (id: string | null, seat: number): string | null => {
    if (id === null) return null;
    if (!available.includes(id)) throw new Error(`seat ${seat} chose ${id}, which is not available`);
    available = available.filter((a) => a !== id);
    return id;
  };
  const avatarOf: string[] = Array.from({ length: players }, () => '');
  for (const seat of pickOrder) {
    const id = take(choose(seat, available, false), seat);
    if (id === null) throw new Error(`seat ${seat} must select a Ringwraith`);
    avatarOf[seat] = id;
  }
  const followersOf: string[][] = Array.from({ length: players }, () => []);
  const seatWith = (role: ReturnType<typeof ringwraithRole>) => avatarOf.findIndex((id) => ringwraithRole(byId.get(id) as EngineCard) === role);
  const witchKing = seatWith('witch-king');
  const khamul = seatWith('khamul');
  for (const seat of [witchKing, khamul, witchKing]) {
    if (seat < 0 || available.length === 0) continue;
    const id = take(choose(seat, available, true), seat);
    if (id !== null) (followersOf[seat] as string[]).push(id);
  }
  const uvatha = available.find((id) => ringwraithRole(byId.get(id) as EngineCard) === 'uvatha');
  if (uvatha)
    for (const seat of pickOrder) {
      if (seat === witchKing || seat === khamul) continue;
      if (choose(seat, [uvatha], true) === uvatha) {
        take(uvatha, seat);
        (followersOf[seat] as string[]).push(uvatha);
        break;
      }
    }
  return { avatarOf, followersOf, setAside: available };
}

/** Step 2 piles: "7 Mind or greater", "6 Mind", "all the remaining cards". */
export function draftPiles(characters: readonly EngineCard[]): { high: EngineCard[]; six: EngineCard[]; rest: EngineCard[] } {
  const chars = characters.filter((c) => c.type === 'Character' && !c.avatar);
  return {
    high: chars.filter((c) => (c.mind ?? 0) >= 7),
    six: chars.filter((c) => c.mind === 6),
    rest: chars.filter((c) => (c.mind ?? 0) < 6),
  };
}

/** Instances are card ids, repeated for each copy; pools[seat] = the twelve ids dealt. */
export interface DraftDeal {
  pools: string[][];
  /** What was never dealt, shuffled: the start of the Character Deck (step 5 adds the undrafted). */
  leftover: string[];
}

/**
 * Step 2: "Each player is dealt one card from the first (7+ Mind) pile … If there are four or
 * fewer players, each player can be given two … two cards from the second (6 Mind) pile (three
 * if there are four or fewer players). The remaining cards from the first two piles are then
 * shuffled into the last pile, and cards are dealt to each player until everyone has twelve".
 * Deals go round the table from seat 0. The text counts on piles big enough ("there are a total
 * of nine" 7+ mind characters); when a pile cannot give every seat its share, only whole rounds
 * are dealt from it and the rest come from the shuffled remainder, so every seat stays equal.
 * `poolSize` below twelve deals a Character deck too small for twelve each (the engine's setup
 * deals as many whole rounds as it can, phases/darkSetup.ts).
 */
export function dealDraft(rng: RngState, characterDeck: readonly EngineCard[], players: number, poolSize: number = DRAFT_POOL_SIZE): DraftDeal {
  const piles = draftPiles(characterDeck);
  const high = piles.high.map((c) => c.id);
  const six = piles.six.map((c) => c.id);
  shuffleInPlace(rng, high);
  shuffleInPlace(rng, six);
  const small = players <= 4;
  const pools: string[][] = Array.from({ length: players }, () => []);
  /** Deals whole rounds only, so no seat gets fewer from a pile than another when it runs short. */
  const deal = (pile: string[], each: number) => {
    const rounds = Math.min(each, Math.floor(pile.length / players), poolSize - (pools[0] as string[]).length);
    for (let round = 0; round < rounds; round++) for (const pool of pools) pool.push(pile.shift() as string);
  };
  deal(high, small ? 2 : 1);
  deal(six, small ? 3 : 2);
  const rest = [...high, ...six, ...piles.rest.map((c) => c.id)];
  shuffleInPlace(rng, rest);
  const missing = poolSize * players - pools.flat().length;
  if (rest.length < missing) throw new Error(`the Character deck has ${pools.flat().length + rest.length} characters; ${players} players need ${poolSize * players} to be dealt ${poolSize === DRAFT_POOL_SIZE ? 'twelve' : poolSize} each`);
  while ((pools[0] as string[]).length < poolSize) deal(rest, 1);
  return { pools, leftover: rest };
}

/** Why a player's starting companies are not legal (empty when they are). */
export function startingCompanyProblems(pool: readonly string[], companies: readonly (readonly string[])[], cards: Readonly<Record<string, EngineCard>>): string[] {
  const problems: string[] = [];
  const chosen = companies.flat();
  const left = [...pool];
  for (const id of chosen) {
    const at = left.indexOf(id);
    if (at < 0) problems.push(`${cards[id]?.name ?? id} is not in this player's draft pool`);
    else left.splice(at, 1);
  }
  if (chosen.length > STARTING_CHARACTERS_MAX) problems.push(`${chosen.length} starting characters; at most ${STARTING_CHARACTERS_MAX}`);
  const mind = chosen.reduce((sum, id) => sum + (cards[id]?.mind ?? 0), 0);
  if (mind > STARTING_MIND_MAX) problems.push(`starting characters total ${mind} mind; at most ${STARTING_MIND_MAX}`);
  return problems;
}

/** Step 6: "eight cards … draw one fewer card … for each Ringwraith follower". */
export function playHandSize(followers: number): number {
  return PLAY_HAND - followers;
}

/** Step 6 and "Whispers of Rings and the Ring Deck": 5 MP cards, or 2 Ring + 3 MP with Whispers. */
export function treasureHandMix(hasWhispers: boolean): { ring: number; mp: number } {
  return hasWhispers ? { ring: WHISPERS_RINGS, mp: TREASURE_HAND - WHISPERS_RINGS } : { ring: 0, mp: TREASURE_HAND };
}

export interface StartingDecks {
  play: string[];
  mp: string[];
  ring: string[];
}

export interface SeatHandsPlan {
  followers: number;
  hasWhispers: boolean;
}

/** Draws every seat's two starting hands from the tops of the decks, seat by seat; the decks are not changed. */
export function drawStartingHands(decks: StartingDecks, seats: readonly SeatHandsPlan[]): { hands: { play: string[]; treasure: string[] }[]; decks: StartingDecks } {
  const play = [...decks.play];
  const mp = [...decks.mp];
  const ring = [...decks.ring];
  const draw = (deck: string[], n: number, label: string) => {
    if (deck.length < n) throw new Error(`the ${label} deck ran out while drawing starting hands`);
    return deck.splice(0, n);
  };
  const hands = seats.map((s) => {
    const mix = treasureHandMix(s.hasWhispers);
    return { play: draw(play, playHandSize(s.followers), 'Play'), treasure: [...draw(ring, mix.ring, 'Ring'), ...draw(mp, mix.mp, 'Marshalling Points')] };
  });
  return { hands, decks: { play, mp, ring } };
}
