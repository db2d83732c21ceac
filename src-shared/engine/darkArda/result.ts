/**
 * How a Dark Arda game's result is written ("Winning the Game"): the engine's endings under their
 * Dark Arda names — the Council is "the Audience with Sauron" ('audience'), the last avatar standing
 * is "All Ringwraiths but your own are eliminated" ('avatars-eliminated') — and the Audience's count
 * "as per the standard rules (including double MP for sources that no other player has, and
 * restricting any one source to providing no more than half the player's total MP)" (scoring.ts
 * finalScores). The result's scores are those final sheets.
 */
import { scoreSheet, totalMp, winnersOf } from '../scoring';
import type { EndReason, GameResult, GameState, ScoreSheet } from '../types';
import { finalScores } from './scoring';

/** The engine's end reasons renamed for this profile; the others ('one-ring', 'round-cap', 'no-players') keep theirs. */
export function darkArdaReason(reason: EndReason): EndReason {
  if (reason === 'council') return 'audience';
  if (reason === 'elimination') return 'avatars-eliminated';
  return reason;
}

/** Final sheets of every seat: the standard count (doubling, half cap) over the raw sheets of all seats. */
export function finalSheets(s: GameState): Record<number, ScoreSheet> {
  const raw = s.players.map((p) => scoreSheet(s, p.seat));
  const finals = finalScores(raw);
  const out: Record<number, ScoreSheet> = {};
  s.players.forEach((p, i) => {
    const f = finals[i] as ScoreSheet;
    out[p.seat] = { character: f.character, item: f.item, faction: f.faction, ally: f.ally, kill: f.kill, misc: f.misc, negative: f.negative, total: f.total };
  });
  return out;
}

/**
 * The result of a Dark Arda game: a named winner (The One Ring, the last Ringwraith) wins alone; at the Audience (and the
 * round cap, scored the same way) "whichever player has the highest amount of MP wins", among players still in the game.
 */
export function darkArdaResult(s: GameState, reason: EndReason, winner: number | null): GameResult {
  const scores = finalSheets(s);
  const winners = winnersOf(s, scores, winner);
  const named = darkArdaReason(reason);
  return { reason: winners.length === 0 && reason === 'elimination' ? 'no-players' : named, winners, scores };
}

/** MP as the end would count them, for a player weighing a call: Dark Arda's final count, else the running total. */
export function standingMp(s: GameState, seat: number): number {
  if (s.profile !== 'dark-arda') return totalMp(s, seat);
  return finalSheets(s)[seat]?.total ?? 0;
}
