/** Words for a saved game's summary: who sat where, who won, and how the game ended. */
import type { GameSummary } from '../../../../src-shared/api/schemasGames';
import { hub } from '../../i18n/messages/hub';
import { englishLabels, type Translate } from '../../i18n/translate';

type Seat = GameSummary['seats'][number];

/** English when no `t` is given (unit tests); components pass vue-i18n's. */
const ENGLISH = englishLabels('hub', hub.en);

export function alignmentLabel(alignment: 'wizard' | 'ringwraith', t: Translate = ENGLISH): string {
  return t(`hub.text.${alignment}`);
}

export function seatKind(seat: Pick<Seat, 'kind'>, t: Translate = ENGLISH): string {
  return t(seat.kind === 'human' ? 'hub.text.human' : 'hub.text.computer');
}

export function seatName(game: Pick<GameSummary, 'seats'>, seat: number, t: Translate = ENGLISH): string {
  return game.seats.find((s) => s.seat === seat)?.name ?? t('hub.text.seat', { n: seat + 1 });
}

/** The rules a game is played by: "Arda Revised" or "Dark Arda". */
export function profileLabel(profile: GameSummary['profile'] | undefined, t: Translate = ENGLISH): string {
  return t(profile === 'dark-arda' ? 'hub.text.darkArda' : 'hub.text.ardaRevised');
}

export function setsText(game: Pick<GameSummary, 'sets'>): string {
  return game.sets.map((s) => s.name).join(' + ');
}

export function winnersText(game: Pick<GameSummary, 'seats' | 'winners'>, t: Translate = ENGLISH): string {
  if (!game.winners.length) return t('hub.text.noWinner');
  return game.winners.map((w) => seatName(game, w, t)).join(` ${t('hub.text.and')} `);
}

/**
 * How the game ended, in words. `council` (who called it, and their MP then) is only known
 * from the game's log; without it the sentence leaves them out.
 */
export function endedText(
  game: Pick<GameSummary, 'reason' | 'seats'>,
  council?: { calledBy: number; mp?: number | null } | null,
  t: Translate = ENGLISH,
): string {
  switch (game.reason) {
    case 'council': {
      if (!council) return t('hub.text.councilCalled');
      const name = seatName(game, council.calledBy, t);
      const mp = council.mp;
      return mp === undefined || mp === null ? t('hub.text.councilCalledBy', { name }) : t('hub.text.councilCalledAt', { name, mp });
    }
    case 'audience': {
      // Dark Arda's Audience with Sauron is called as the Council is (the same record of who called it).
      if (!council) return t('hub.text.audience');
      const name = seatName(game, council.calledBy, t);
      const mp = council.mp;
      return mp === undefined || mp === null ? t('hub.text.audienceCalledBy', { name }) : t('hub.text.audienceCalledAt', { name, mp });
    }
    case 'elimination':
      return t('hub.text.elimination');
    case 'avatars-eliminated':
      return t('hub.text.avatarsEliminated');
    case 'one-ring':
      return t('hub.text.oneRing');
    case 'round-cap':
      return t('hub.text.roundCap');
    case 'no-players':
      return t('hub.text.noPlayers');
    case null:
      return t('hub.text.inProgress');
    default:
      return game.reason;
  }
}

/** A date and time in the UI's language (the browser's own when none is given). */
export function formatWhen(iso: string, locale?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** A random seed a person can read aloud and type back: eight letters and digits. */
export function randomSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
