/** Words for a saved game's summary: who sat where, who won, and how the game ended. */
import type { GameSummary } from '../../../../src-shared/api/schemasGames';

type Seat = GameSummary['seats'][number];

export const ALIGNMENT_LABEL: Record<'wizard' | 'ringwraith', string> = { wizard: 'Wizard', ringwraith: 'Ringwraith' };

export function seatKind(seat: Pick<Seat, 'kind'>): string {
  return seat.kind === 'human' ? 'human' : 'computer';
}

export function seatName(game: Pick<GameSummary, 'seats'>, seat: number): string {
  return game.seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`;
}

export function setsText(game: Pick<GameSummary, 'sets'>): string {
  return game.sets.map((s) => s.name).join(' + ');
}

export function winnersText(game: Pick<GameSummary, 'seats' | 'winners'>): string {
  if (!game.winners.length) return 'no winner';
  return game.winners.map((w) => seatName(game, w)).join(' and ');
}

/**
 * How the game ended, in words. `council` (who called it, and their MP then) is only known
 * from the game's log; without it the sentence leaves them out.
 */
export function endedText(game: Pick<GameSummary, 'reason' | 'seats'>, council?: { calledBy: number; mp?: number | null } | null): string {
  switch (game.reason) {
    case 'council': {
      if (!council) return 'The Council was called';
      const mp = council.mp;
      return `The Council was called by ${seatName(game, council.calledBy)}${mp === undefined || mp === null ? '' : ` at ${mp} MP`}`;
    }
    case 'elimination':
      return 'Every other player was eliminated';
    case 'one-ring':
      return 'The One Ring was destroyed';
    case 'round-cap':
      return 'The round limit was reached';
    case 'no-players':
      return 'No player was left';
    case null:
      return 'In progress';
    default:
      return game.reason;
  }
}

export function formatWhen(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** A random seed a person can read aloud and type back: eight letters and digits. */
export function randomSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
