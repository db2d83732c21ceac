/**
 * game simulate / game coverage: bot-only Arda games on the stored sets, and which cards of a
 * set the engine carries out in full.
 */
import type { StoredArdaSet } from '../../../src-shared/api/schemasArda';
import { buildEngineCards } from '../../../src-shared/engine/facts';
import { coverage } from '../../../tests/cards/registry';
import { playBotGame } from '../../../src-shared/engine/simulate';
import type { EngineCard, GameSetup } from '../../../src-shared/engine/types';
import { loadCardRecords } from '../../data/cardRows';
import { buildGameSetup, gameProfileOf, loadSetSources, SetupProblem } from '../../services/gameSetup';
import { UsageError } from '../args';
import { table } from '../format';
import { CliError, type CliContext } from './context';
import { botLevel, gameProfileOption, playersFor, SAVED_GAME_COMMANDS } from './gameSaved';

async function loadSet(ctx: CliContext, name: string): Promise<StoredArdaSet> {
  const state = await ctx.call('sets.get', { name });
  return state.set;
}

export const gameSimulate = async (ctx: CliContext): Promise<void> => {
  const names = ctx.options.sets ?? [];
  if (names.length === 0 || names.length > 2) throw new UsageError('"game simulate" needs --set NAME (once, or twice: a Wizard and a Ringwraith set)');
  const games = ctx.options.games ?? 1;
  const seed = ctx.options.seed;
  if (seed === undefined || seed === '') throw new UsageError('"game simulate" needs --seed S (the same seed replays the same games)');
  const sets = await Promise.all(names.map((n) => loadSet(ctx, n)));
  const records = loadCardRecords(ctx.services.db);
  if (records.length === 0) throw new CliError('no card data yet: run "cards import <file|url>" first');
  const sources = loadSetSources(ctx.services.db, sets.map((s) => s.id));
  const profile = gameProfileOf(sources, gameProfileOption(ctx.options.profile));
  const players = playersFor(profile, ctx.options.players);
  const seats = Array.from({ length: players }, (_, seat) => ({ name: `Bot ${seat + 1}`, kind: 'bot' as const, level: botLevel(ctx.options.levels, seat) }));
  let base: GameSetup;
  try {
    base = buildGameSetup({ sources, records, seats, seed, profile });
  } catch (error) {
    if (error instanceof SetupProblem) throw new UsageError(error.reason);
    throw error;
  }
  const setupFor = (k: number): GameSetup => ({ ...base, seed: games > 1 ? `${seed}-${k + 1}` : seed });
  const results = [];
  // A game that throws is reported with its seed; the others are still played, and the command then fails.
  const errors: { seed: string; message: string }[] = [];
  const started = performance.now();
  let actions = 0;
  for (let k = 0; k < games; k++) {
    const setup = setupFor(k);
    let r: ReturnType<typeof playBotGame>;
    try {
      if (process.env.ARDA_TEST_FAIL_SEED === String(setup.seed)) throw new Error('ARDA_TEST_FAIL_SEED names this game (a test of how failures are reported)');
      r = playBotGame(setup);
    } catch (error) {
      errors.push({ seed: String(setup.seed), message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    actions += r.actions;
    results.push({ game: k + 1, seed: String(setup.seed), profile, reason: r.reason, winners: r.winners.map((w) => `Bot ${w + 1}`), turns: r.turns, rounds: r.rounds, mp: Object.fromEntries(r.mp.map((m, i) => [`Bot ${i + 1}`, m])), scores: Object.fromEntries(r.scores.map((sc, i) => [`Bot ${i + 1}`, sc])), mpByHand: Object.fromEntries(r.mpByHand.map((m, i) => [`Bot ${i + 1}`, m])), actions: r.actions });
  }
  const seconds = (performance.now() - started) / 1000;
  const played = Math.max(1, results.length);
  const totals = { games, seconds: Number(seconds.toFixed(3)), gamesPerSecond: Number((games / seconds).toFixed(1)), actionsPerSecond: Math.round(actions / seconds), wins: {} as Record<string, number>, averageTurns: Number((results.reduce((n, r) => n + r.turns, 0) / played).toFixed(1)) };
  for (const r of results) for (const w of r.winners) totals.wins[w] = (totals.wins[w] ?? 0) + 1;
  const reasons: Record<string, number> = {};
  for (const r of results) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  // MP from cards played or moved by hand (byHand.ts): between computer players, who never play by hand, 0.
  const mpByHandTotal = results.reduce((n, r) => n + Object.values(r.mpByHand).reduce((a, b) => a + b, 0), 0);
  Object.assign(totals, { reasons, mpByHand: mpByHandTotal });
  const failed = () => new CliError(`${errors.length} of ${games} ${games === 1 ? 'game' : 'games'} threw: ${errors.map((e) => `seed ${e.seed}: ${e.message}`).join('; ')}`);
  if (ctx.options.json) {
    ctx.out(JSON.stringify(games > 1 ? { games: results, totals, errors } : (results[0] ?? { errors }), null, 2));
    if (errors.length > 0) throw failed();
    return;
  }
  for (const r of results) {
    const mp = Object.entries(r.mp).map(([p, m]) => `${p} ${m}`).join(', ');
    ctx.out(`Game ${r.game} (seed ${r.seed}): ${r.winners.length ? r.winners.join(' and ') : 'no winner'} (${r.reason}), ${r.turns} turns; MP: ${mp}`);
  }
  for (const e of errors) ctx.out(`Error (seed ${e.seed}): ${e.message}`);
  if (games > 1) {
    ctx.out(`Totals: ${games} games in ${totals.seconds} s (${totals.gamesPerSecond} games/s, ${totals.actionsPerSecond} actions/s); average ${totals.averageTurns} turns`);
    ctx.out(`Wins: ${Object.entries(totals.wins).map(([p, w]) => `${p} ${w}`).join(', ') || 'none'}`);
  }
  if (errors.length > 0) throw failed();
};

export const gameCoverage = async (ctx: CliContext, [name = '']: string[]): Promise<void> => {
  const set = await loadSet(ctx, name);
  const cards = buildEngineCards(loadCardRecords(ctx.services.db));
  const copies = new Map<string, number>();
  for (const entries of Object.values(set.decks)) for (const e of entries) copies.set(e.cardId, (copies.get(e.cardId) ?? 0) + e.copies + e.proxies);
  const ids = [...copies.keys()].sort();
  const report = coverage(ids.map((id) => cards[id]).filter((c): c is EngineCard => Boolean(c)), cards);
  const totalCopies = report.rows.reduce((n, r) => n + (copies.get(r.cardId) ?? 0), 0);
  const automatedCopies = report.rows.filter((r) => r.status === 'automated').reduce((n, r) => n + (copies.get(r.cardId) ?? 0), 0);
  const copyWeightedShare = totalCopies ? automatedCopies / totalCopies : 0;
  if (ctx.options.json) {
    ctx.out(
      JSON.stringify(
        { set: set.name, distinct: report.rows.length, automated: report.automated, share: report.share, copyWeightedShare, definitions: report.definitions, definitionsWithCustomCode: report.definitionsWithCustomCode, rows: report.rows },
        null,
        2,
      ),
    );
    return;
  }
  const rows = [['Card', 'Name', 'Status', 'Why'], ...report.rows.map((r) => [r.cardId, r.name, r.status, r.reason])];
  for (const line of table(rows)) ctx.out(line);
  ctx.out(`${report.automated} automated, ${report.manual} manual of ${report.rows.length} distinct cards: ${(report.share * 100).toFixed(1)}% automated, ${(copyWeightedShare * 100).toFixed(1)}% of copies.`);
  ctx.out(`${report.definitionsWithCustomCode} of the ${report.definitions} definitions need custom code.`);
};

export const GAME_COMMANDS = { 'game simulate': gameSimulate, 'game coverage': gameCoverage, ...SAVED_GAME_COMMANDS } as const;
