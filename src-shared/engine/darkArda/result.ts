/**
 * How a Dark Arda game's result is written ("Winning the Game"): the engine's endings under their
 * Dark Arda names — the Council is "the Audience with Sauron" ('audience'), the last avatar standing
 * is "All Ringwraiths but your own are eliminated" ('avatars-eliminated') — and the Audience's count
 * "as per the standard rules (including double MP for sources that no other player has, and
 * restricting any one source to providing no more than half the player's total MP)" (scoring.ts
 * finalScores). The result's scores are those final sheets (flow.ts endGame); a named winner (The One Ring, the last
 * Ringwraith) wins alone, else "whichever player has the highest amount of MP wins" among players still in (scoring.ts winnersOf).
 */
import { scoreSheet, totalMp } from '../scoring';
import type { EndReason, GameState, ScoreSheet } from '../types';
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
 * How far `seat` leads the best other player still in, by the count the end would make (Dark Arda's final sheets, else the
 * running totals): what a player weighs before calling the Council or the Audience. Every seat is counted once.
 */
export function leadOverRivals(s: GameState, seat: number): number {
  const finals = s.profile === 'dark-arda' ? finalSheets(s) : null;
  const mp = (x: number) => (finals ? (finals[x]?.total ?? 0) : totalMp(s, x));
  return mp(seat) - Math.max(...s.players.filter((q) => q.seat !== seat && !q.out).map((q) => mp(q.seat)));
}
