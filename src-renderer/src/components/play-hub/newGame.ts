/**
 * The New game form's model, free of Vue: which sets can be paired, default seat names,
 * and the request it sends. Kept apart so its rules are tested without a browser (relative
 * imports: the unit tests' node typecheck has no renderer paths).
 */
import { MAX_SEATS, MIN_SEATS, type NewGameInput } from '../../../../src-shared/api/schemasGames';
import { GAME_PROFILES, PROFILES, seatCounts, type GameProfile } from '../../../../src-shared/engine/types';
import { isSimultaneous } from '../../../../src-shared/engine/simultaneous/seating';

export type Alignment = 'wizard' | 'ringwraith';
export type SeatKind = 'human' | 'bot';
/** A computer seat's strength: the simple bot, or the planner (splits companies to reach more MP sites). */
export type BotLevel = 'simple' | 'planner';

/** The levels offered, weakest first; each is labelled `hub.form.<level>`. */
export const BOT_LEVELS: BotLevel[] = ['simple', 'planner'];

export interface SeatDraft {
  name: string;
  kind: SeatKind;
  alignment: Alignment;
  /** Typed by the user: a kind change then keeps the name instead of renaming the seat. */
  named: boolean;
  /** A computer seat's strength; absent: simple. */
  level?: BotLevel;
}

/** seatCounts: the seat counts a profile offers, fewest first (engine/types.ts PROFILES). */
export { GAME_PROFILES, MAX_SEATS, MIN_SEATS, PROFILES, seatCounts, type GameProfile };

/** 5 or more seats play simultaneous turns (Arda Revised appendix; Dark Arda "Simultaneous Turns Rule"). */
export function simultaneousAt(count: number): boolean {
  return count >= MIN_SEATS && count <= MAX_SEATS && isSimultaneous(count);
}

/** The sides the profile's seats may play (Dark Arda: Ringwraiths only): the form's sets and seats follow the profile. */
export function profileAlignments(profile: GameProfile, chosen: Alignment[]): Alignment[] {
  return chosen.filter((a) => PROFILES[profile].alignments.includes(a));
}

/** The engine's split, as the CLI makes it (src-main/cli/commands/game.ts alignmentOfProfile). */
export function alignmentOfProfile(profileId: string): Alignment {
  return /ringwraith|dark-arda|minion/i.test(profileId) ? 'ringwraith' : 'wizard';
}

/** Names an untouched seat: "Player 1", "Computer 2" (the form passes its own words in the UI language). */
export type SeatNamer = (kind: SeatKind, number: number) => string;

const englishSeatName: SeatNamer = (kind, number) => `${kind === 'human' ? 'Player' : 'Computer'} ${number}`;

export function defaultSeatName(kind: SeatKind, index: number, namer: SeatNamer = englishSeatName): string {
  return namer(kind, index + 1);
}

/** The first seat is yours; the others start as computer players (change any of them). */
export function defaultSeat(index: number, alignment: Alignment, namer: SeatNamer = englishSeatName): SeatDraft {
  const kind: SeatKind = index === 0 ? 'human' : 'bot';
  return { name: defaultSeatName(kind, index, namer), kind, alignment, named: false };
}

/** Grows or shrinks the seat list to `count`, keeping what was typed in the seats that stay. */
export function resizeSeats(seats: SeatDraft[], count: number, alignments: Alignment[], namer: SeatNamer = englishSeatName, profile: GameProfile = 'arda-revised'): SeatDraft[] {
  const { min, max } = PROFILES[profile].seats;
  const n = Math.max(min, Math.min(max, count));
  const out = seats.slice(0, n);
  // New seats alternate between the chosen sets, so two sets give a mixed table by default.
  for (let i = out.length; i < n; i++) out.push(defaultSeat(i, alignments[i % alignments.length] ?? 'wizard', namer));
  return out;
}

export function withKind(seat: SeatDraft, index: number, kind: SeatKind, namer: SeatNamer = englishSeatName): SeatDraft {
  return { ...seat, kind, name: seat.named ? seat.name : defaultSeatName(kind, index, namer) };
}

/** Seats may only draw from a chosen set: a seat left on a removed set moves to the other. */
export function fitAlignments(seats: SeatDraft[], alignments: Alignment[]): SeatDraft[] {
  if (!alignments.length) return seats;
  return seats.map((s, i) => (alignments.includes(s.alignment) ? s : { ...s, alignment: alignments[i % alignments.length]! }));
}

export function newGameRequest(form: { setIds: number[]; seats: SeatDraft[]; seed: string; councilMp: number; twoSets: boolean; profile?: GameProfile }): NewGameInput {
  const profile = form.profile ?? 'arda-revised';
  // Dark Arda seats are all Ringwraiths: the set is the one Ringwraith set, no choice to send.
  const twoSets = form.twoSets && profile !== 'dark-arda';
  return {
    setIds: form.setIds,
    profile,
    seats: form.seats.slice(0, PROFILES[profile].seats.max).map((s) => ({
      name: s.name.trim(),
      kind: s.kind,
      ...(twoSets ? { alignment: s.alignment } : {}),
      ...(s.kind === 'bot' && s.level && s.level !== 'simple' ? { level: s.level } : {}),
    })),
    ...(form.seed.trim() ? { seed: form.seed.trim() } : {}),
    councilMp: form.councilMp,
  };
}
