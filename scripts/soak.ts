/**
 * The engine fuzzer, long: `npm run soak -- --games N [--profile arda-revised|dark-arda]
 * [--seats 2,5-7] [--player random|mixed|bot] [--sets pool|list] [--rounds R] [--seed S]
 * [--minutes M] [--workers W] [--only KEY] [--mutate]`. Plays N games over every profile, seat count, set kind and player
 * (tests/fuzz/matrix.ts), each checked after every action (tests/fuzz/fuzzGame.ts). Progress on
 * stderr; at the end a summary per profile and seat count and every failure with its key, which
 * `--only KEY` plays again alone (printing its problems and its last actions). Exit 1 on any
 * crash, broken invariant or unfinished game. `--workers W` plays the games in W child processes (game i in worker
 * i mod W; the games are the same as in one process, only their order of finishing differs): a 20,000-game run needs
 * every core a machine has.
 * `--mutate`: then the mutation check of every card definition (tests/cards/mutate, as `npm run cards:mutate -- --baseline`):
 * exit 1 as well on a surviving mutant that tests/cards/mutate/known-survivors.json does not name, or on a known survivor now
 * killed.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { GAME_PROFILES, type GameProfile } from '../src-shared/engine/types';
import { fuzzGame, keyOf, parseKey, type FuzzConfig, type FuzzResult } from '../tests/fuzz/fuzzGame';
import { gameAt, matrix, SET_KINDS, shuffled, type Cell, type SetKind } from '../tests/fuzz/matrix';
import { PLAYERS, type PlayerKind } from '../tests/fuzz/players';
import { againstBaseline, allSlugs, loadBaseline, mutateAll, summarize } from '../tests/cards/mutate/run';
import { fixtures } from '../tests/unit/engine-fixtures/fixtures';

interface Options {
  games: number;
  profiles?: GameProfile[];
  seats?: number[];
  players?: PlayerKind[];
  sets?: SetKind[];
  rounds: number;
  seed: string;
  minutes: number;
  only?: string;
  /** Each game's key, ending and time on stderr. */
  verbose: boolean;
  /** Also the mutation check of every card definition. */
  mutate: boolean;
  /** Child processes playing the games (1: this process). */
  workers: number;
  /** Set in a child: it plays games i with i mod of === index and sends each one's record to the parent. */
  shard?: { index: number; of: number };
}

function usage(message: string): never {
  process.stderr.write(`soak: ${message}\nusage: npm run soak -- --games N [--profile P] [--seats 2,5-7] [--player random|mixed|bot] [--sets pool|list] [--rounds R] [--seed S] [--minutes M] [--workers W] [--verbose] [--only KEY] [--mutate]\n`);
  process.exit(2);
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T[] {
  const out = value.split(',');
  for (const v of out) if (!allowed.includes(v as T)) usage(`${name} is one of ${allowed.join(', ')}, not "${v}"`);
  return out as T[];
}

function seatList(value: string): number[] {
  const out: number[] = [];
  for (const part of value.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) usage(`--seats takes numbers and ranges (2,5-7), not "${value}"`);
    for (let k = Number(m[1]); k <= Number(m[2] ?? m[1]); k++) out.push(k);
  }
  return out;
}

function parse(argv: string[]): Options {
  const o: Options = { games: 100, rounds: 120, seed: '1', minutes: Infinity, verbose: false, mutate: false, workers: 1 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (flag === '--verbose') {
      o.verbose = true;
      continue;
    }
    if (flag === '--mutate') {
      o.mutate = true;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined) usage(`${flag} needs a value`);
    i++;
    if (flag === '--games') o.games = Number(value);
    else if (flag === '--profile') o.profiles = oneOf('--profile', value, GAME_PROFILES);
    else if (flag === '--seats') o.seats = seatList(value);
    else if (flag === '--player') o.players = oneOf('--player', value, PLAYERS);
    else if (flag === '--sets') o.sets = oneOf('--sets', value, SET_KINDS);
    else if (flag === '--rounds') o.rounds = Number(value);
    else if (flag === '--seed') o.seed = value;
    else if (flag === '--minutes') o.minutes = Number(value);
    else if (flag === '--only') o.only = value;
    else if (flag === '--workers') o.workers = value === 'all' ? availableParallelism() : Number(value);
    else if (flag === '--shard') {
      const m = /^(\d+)\/(\d+)$/.exec(value);
      if (!m) usage('--shard is internal: index/of');
      o.shard = { index: Number(m[1]), of: Number(m[2]) };
    } else usage(`unknown option ${flag}`);
  }
  if (!Number.isInteger(o.games) || o.games < 1) usage('--games takes a positive whole number');
  if (!Number.isInteger(o.rounds) || o.rounds < 1) usage('--rounds takes a positive whole number');
  if (!(o.minutes > 0)) usage('--minutes takes a positive number');
  if (!Number.isInteger(o.workers) || o.workers < 1) usage('--workers takes a positive whole number or "all"');
  return o;
}

function describe(r: Pick<FuzzResult, 'problems'>): string[] {
  return r.problems.map((p) => {
    const at = p.step === undefined ? '' : ` (action ${p.step}${p.seat === undefined ? '' : `, seat ${p.seat}`}${p.at ? `, step ${p.at}` : ''}${p.malice ? `, sent as ${p.malice}` : ''}${p.action ? `: ${JSON.stringify(p.action)}` : ''})`;
    return `  ${p.kind}: ${p.message}${at}`;
  });
}

function only(key: string): number {
  let config;
  try {
    config = parseKey(key);
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const started = performance.now();
  const r = fuzzGame(config);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${key}: ${r.ok ? 'ok' : 'FAILED'}, ${r.reason}, ${r.actions} actions, ${r.rounds} rounds, ${seconds.toFixed(2)} s; malicious moves ${r.malice.sent} (${r.malice.rejected} rejected, ${r.malice.accepted} accepted)`);
  for (const line of describe(r)) console.log(line);
  for (const m of r.foreignManual) console.log(`  accepted manual ${JSON.stringify(m.op)} by seat ${m.seat} at action ${m.step}, card controlled by ${m.controller ?? 'nobody'}`);
  const log = r.state?.log ?? [];
  console.log(`last actions (of ${log.length}):`);
  for (const e of log.slice(-15)) console.log(`  seat ${e.seat}: ${JSON.stringify(e.action)}`);
  return r.ok ? 0 : 1;
}

interface Row {
  games: number;
  actions: number;
  seconds: number;
  failures: number;
  reasons: Map<string, number>;
}

/** What the summary needs of one game: a worker sends these to the parent. */
interface GameRecord {
  config: FuzzConfig;
  ok: boolean;
  reason: string;
  actions: number;
  seconds: number;
  problems: FuzzResult['problems'];
  malice: FuzzResult['malice'];
  /** The accepted manual moves of a card the actor did not control, by kind. */
  foreign: string[];
}

/** Set by SIGINT / SIGTERM: the run stops after the game in hand and prints what it has. */
let stopping = false;

function playGame(cells: readonly Cell[], o: Options, i: number): GameRecord {
  const config = gameAt(cells, o.seed, i, o.rounds);
  const started = performance.now();
  const r = fuzzGame(config);
  const seconds = (performance.now() - started) / 1000;
  if (o.verbose) process.stderr.write(`soak: ${keyOf(config)} ${r.ok ? r.reason : 'FAILED'} ${r.actions} actions ${seconds.toFixed(2)} s\n`);
  const foreign = r.foreignManual.map((m) => (m.op.kind === 'move' ? `move to ${m.op.to}` : m.op.kind));
  return { config, ok: r.ok, reason: r.reason, actions: r.actions, seconds, problems: r.problems, malice: r.malice, foreign };
}

/** The run's figures, game by game, whichever process played them. */
class Tally {
  readonly rows = new Map<string, Row>();
  readonly failures: GameRecord[] = [];
  readonly foreign = { games: 0, ops: 0, byKind: new Map<string, number>() };
  readonly malice = { sent: 0, rejected: 0, accepted: 0 };
  readonly started = performance.now();
  private lastReport = this.started;
  done = 0;
  actions = 0;

  constructor(private readonly games: number) {}

  add(r: GameRecord): void {
    const c = r.config;
    this.done++;
    this.actions += r.actions;
    const rowKey = `${c.profile} ${c.sides === 'ringwraith' && c.profile === 'dark-arda' ? '' : `${c.sides} `}${c.seats} seats`;
    const row = this.rows.get(rowKey) ?? { games: 0, actions: 0, seconds: 0, failures: 0, reasons: new Map() };
    this.rows.set(rowKey, row);
    row.games++;
    row.seconds += r.seconds;
    row.actions += r.actions;
    const ending = r.ok ? r.reason : `failed (${r.problems[0]?.kind ?? 'crash'})`;
    row.reasons.set(ending, (row.reasons.get(ending) ?? 0) + 1);
    if (!r.ok) {
      row.failures++;
      this.failures.push(r);
    }
    this.malice.sent += r.malice.sent;
    this.malice.rejected += r.malice.rejected;
    this.malice.accepted += r.malice.accepted;
    if (r.foreign.length > 0) this.foreign.games++;
    for (const kind of r.foreign) {
      this.foreign.ops++;
      this.foreign.byKind.set(kind, (this.foreign.byKind.get(kind) ?? 0) + 1);
    }
    const now = performance.now();
    if (now - this.lastReport > 5000 || this.done === this.games) {
      this.lastReport = now;
      const secs = (now - this.started) / 1000;
      process.stderr.write(`soak: ${this.done}/${this.games} games, ${(this.done / secs).toFixed(2)} games/s, ${Math.round(this.actions / secs)} actions/s, ${this.failures.length} failed\n`);
    }
  }

  print(o: Options): number {
    const seconds = (performance.now() - this.started) / 1000;
    const workers = o.workers > 1 ? ` by ${o.workers} workers` : '';
    console.log(`${this.done} games (seed ${o.seed}, round cap ${o.rounds}) in ${seconds.toFixed(1)} s${workers}: ${(this.done / seconds).toFixed(2)} games/s, ${Math.round(this.actions / seconds)} actions/s; ${this.failures.length} failed`);
    console.log('profile / seats: games, actions, mean actions per game, games/s (per worker), endings');
    for (const [key, row] of [...this.rows].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
      const endings = [...row.reasons].sort(([a], [b]) => a.localeCompare(b)).map(([reason, n]) => `${reason} ${n}`).join(', ');
      console.log(`  ${key}: ${row.games}, ${row.actions}, ${(row.actions / row.games).toFixed(0)}, ${(row.games / row.seconds).toFixed(2)}, ${endings}`);
    }
    console.log(`malicious moves: ${this.malice.sent} sent, ${this.malice.rejected} rejected with a typed rejection, ${this.malice.accepted} accepted`);
    const kinds = [...this.foreign.byKind].map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(`accepted manual moves of a card the actor does not control: ${this.foreign.ops} in ${this.foreign.games} games${kinds ? ` (${kinds})` : ''}`);
    if (this.failures.length > 0) {
      console.log('failures (npm run soak -- --only KEY plays one again):');
      for (const r of this.failures) {
        console.log(keyOf(r.config));
        for (const line of describe(r)) console.log(line);
      }
    }
    return this.failures.length > 0 ? 1 : 0;
  }
}

/** Plays games first, first + step, … below o.games, handing each record on; stops on a signal or after o.minutes. */
async function playGames(cells: readonly Cell[], o: Options, first: number, step: number, started: number, each: (r: GameRecord) => void): Promise<void> {
  for (let i = first; i < o.games; i += step) {
    // Let a signal in between games.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopping || (performance.now() - started) / 60000 > o.minutes) {
      process.stderr.write(`soak: ${o.shard ? `worker ${o.shard.index} ` : ''}stopped ${stopping ? 'by a signal' : `after ${o.minutes} minutes`}\n`);
      return;
    }
    each(playGame(cells, o, i));
  }
}

/** The parent of a --workers run: forks the workers with the same arguments and a --shard each, and tallies their games. */
function forkWorkers(o: Options, tally: Tally): Promise<void> {
  const script = fileURLToPath(import.meta.url);
  const args = process.argv.slice(2).filter((a, i, all) => a !== '--workers' && all[i - 1] !== '--workers' && a !== '--mutate');
  const exits = Array.from({ length: o.workers }, (_, index) => {
    const child = fork(script, [...args, '--shard', `${index}/${o.workers}`], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (r: GameRecord) => tally.add(r));
    // A signal stops the workers too: each prints nothing and ends after its game in hand.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    return new Promise<void>((resolve) =>
      child.on('exit', (code) => {
        if (code !== 0) process.stderr.write(`soak: worker ${index} ended with code ${code}\n`);
        resolve();
      }),
    );
  });
  return Promise.all(exits).then(() => undefined);
}

async function soak(o: Options): Promise<number> {
  const cells = shuffled(matrix({ profiles: o.profiles, seats: o.seats, players: o.players, sets: o.sets }), o.seed);
  if (cells.length === 0) usage('no profile and seat count left to play');
  const started = performance.now();
  if (o.shard) {
    const { index, of } = o.shard;
    await playGames(cells, o, index, of, started, (r) => process.send?.(r));
    return 0;
  }
  const tally = new Tally(o.games);
  if (o.workers > 1) await forkWorkers(o, tally);
  else await playGames(cells, o, 0, 1, started, (r) => tally.add(r));
  return tally.print(o);
}

/** The mutation check of every definition against the known survivors (tests/cards/mutate). */
function mutation(): number {
  const slugs = allSlugs();
  const started = performance.now();
  const results = mutateAll(slugs, fixtures().cards, (done, r) => {
    if (done % 25 === 0 || done === slugs.length) process.stderr.write(`soak: mutation check ${done}/${slugs.length} definitions (${r.slug})\n`);
  });
  const sum = summarize(results);
  const problems = againstBaseline(results, loadBaseline());
  console.log(`mutation check: ${sum.definitions} definitions, ${sum.mutants} mutants, ${sum.killed} killed, ${sum.survived} survived (score ${(sum.score * 100).toFixed(1)} %) in ${((performance.now() - started) / 1000).toFixed(1)} s; ${problems.length} against the baseline`);
  for (const p of problems) console.log(`  ${p}`);
  return problems.length > 0 ? 1 : 0;
}

const options = parse(process.argv.slice(2));
if (options.only) process.exitCode = only(options.only);
else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopping = true));
  const games = await soak(options);
  process.exitCode = options.mutate && !stopping && !options.shard ? Math.max(games, mutation()) : games;
}
