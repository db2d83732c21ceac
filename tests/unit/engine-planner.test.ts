/**
 * The "planner" computer opponent (bots/planner.ts) against the simple bot: 200 seeded
 * 2-player games, the planner in seat 0 and seat 1 in turn, as Wizard and as Ringwraith in turn.
 */
import { describe, expect, it } from 'vitest';
import { parseCli } from '../../src-main/cli/args';
import { botLevel } from '../../src-main/cli/commands/gameSaved';
import { newGameRequest, type SeatDraft } from '../../src-renderer/src/components/play-hub/newGame';
import { newGameInputSchema } from '../../src-shared/api/schemasGames';
import { chooseBotAction } from '../../src-shared/engine/bots/planner';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { playBotGame } from '../../src-shared/engine/simulate';
import type { Alignment, GameSetup } from '../../src-shared/engine/types';
import { atFirstTurn, setupFor } from './engine-fixtures/fixtures';

const GAMES = 200;
/**
 * The share of sole wins the planner must reach: the goal. Measured 0.665 with these seeds
 * (133 of 200; 0.65 on the next 200 seeds, planner-duel-200..399), up from 0.525 once the planner
 * calls the Council only with a 5 MP lead (and never by accident), plays its last turn boldly,
 * swaps MP cards it cannot reach, picks its starting company and site, and gives no easy kills.
 */
/**
 * Issue 22's goal is 65 %. Since computer players stopped playing cards without a definition (their text unchecked), both
 * bots score less and the planner's lead shrank: 61.5 % of these 200 games (2026-11-28, 655 definitions), 57.5 % with the
 * 787 definitions after the next round of cards, which the simple bot plays as readily as the planner. The test keeps a floor
 * just under the figure reached so that a change making the planner weaker fails; the 65 % goal is NOT met and stays open.
 */
const MIN_SHARE = 0.55;

function duel(k: number): GameSetup {
  const plannerSeat = k % 2;
  const alignments: Alignment[] = (k >> 1) % 2 ? ['wizard', 'ringwraith'] : ['ringwraith', 'wizard'];
  const setup = setupFor(alignments, `planner-duel-${k}`);
  return { ...setup, players: setup.players.map((p) => (p.seat === plannerSeat ? { ...p, level: 'planner' as const } : p)) };
}

describe('bots/planner: the stronger computer opponent', () => {
  it('a setup without a level plays the simple bot; chooseBotAction picks by level', () => {
    const s = atFirstTurn(['wizard', 'ringwraith'], 'planner-level');
    const seat = s.turn.active;
    expect(chooseBotAction(s, seat)).toEqual(chooseAction(s, seat));
    expect(chooseBotAction(s, seat, 'simple')).toEqual(chooseAction(s, seat));
    expect(chooseBotAction(s, 1 - seat, 'planner')).toBeNull();
  });

  it(`wins at least ${Math.round(MIN_SHARE * 100)} % of ${GAMES} seeded 2-player games against the simple bot`, () => {
    let wins = 0;
    let splits = 0;
    for (let k = 0; k < GAMES; k++) {
      const setup = duel(k);
      const plannerSeat = k % 2;
      const r = playBotGame(setup);
      expect(r.reason).not.toBe('unfinished');
      if (r.winners.length === 1 && r.winners[0] === plannerSeat) wins++;
      splits += r.state.log.filter((e) => e.seat === plannerSeat && e.action.type === 'splitCompany').length;
    }
    expect(splits).toBeGreaterThan(GAMES / 2);
    console.info(`planner vs simple: ${wins} sole wins of ${GAMES} (${(wins / GAMES).toFixed(3)})`);
    expect(wins / GAMES).toBeGreaterThanOrEqual(MIN_SHARE);
  }, 120_000);
});

describe('choosing the level of a computer seat', () => {
  it('the CLI takes --level for game simulate and game new: one for all, or one per computer seat', () => {
    const one = parseCli(['game', 'simulate', '--set', 'W', '--seed', '1', '--level', 'planner']);
    expect(one.help === false && one.options.levels).toEqual(['planner']);
    const two = parseCli(['game', 'new', '--set', 'W', '--level', 'planner,simple']);
    const levels = two.help === false ? two.options.levels : undefined;
    expect([0, 1, 2].map((k) => botLevel(levels, k))).toEqual(['planner', 'simple', 'simple']);
    expect(botLevel(undefined, 0)).toBe('simple');
    expect(() => parseCli(['game', 'new', '--set', 'W', '--level', 'expert'])).toThrow(/--level needs simple or planner/);
    expect(() => parseCli(['game', 'list', '--level', 'planner'])).toThrow(/does not apply/);
  });

  it('the New game form sends the level of computer seats only, and the API accepts it', () => {
    const seats: SeatDraft[] = [
      { name: 'Me', kind: 'human', alignment: 'wizard', named: true, level: 'planner' },
      { name: 'Computer 2', kind: 'bot', alignment: 'ringwraith', named: false, level: 'planner' },
      { name: 'Computer 3', kind: 'bot', alignment: 'wizard', named: false },
    ];
    const req = newGameRequest({ setIds: [1, 2], seats, seed: 's', councilMp: 12, twoSets: true });
    expect(req.seats.map((s) => s.level)).toEqual([undefined, 'planner', undefined]);
    expect(newGameInputSchema.safeParse(req).success).toBe(true);
    expect(newGameInputSchema.safeParse({ ...req, seats: [{ name: 'A', kind: 'bot', level: 'expert' }, { name: 'B', kind: 'human' }] }).success).toBe(false);
  });
});
