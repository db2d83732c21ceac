/**
 * The engine fuzzer, long: `npm run soak -- --games N [--profile arda-revised|dark-arda]
 * [--seats 2,5-7] [--player random|mixed|bot] [--sets pool|list] [--rounds R] [--seed S]
 * [--minutes M] [--only KEY] [--mutate]`. Plays N games over every profile, seat count, set kind and player
 * (tests/fuzz/matrix.ts), each checked after every action (tests/fuzz/fuzzGame.ts). Progress on
 * stderr; at the end a summary per profile and seat count and every failure with its key, which
 * `--only KEY` plays again alone (printing its problems and its last actions). Exit 1 on any
 * crash, broken invariant or unfinished game.
 * `--mutate`: then the mutation check of every card definition (tests/cards/mutate, as `npm run cards:mutate -- --baseline`):
 * exit 1 as well on a surviving mutant that tests/cards/mutate/known-survivors.json does not name, or on a known survivor now
 * killed.
 */
import { GAME_PROFILES, type GameProfile } from '../src-shared/engine/types';
import { fuzzGame, keyOf, parseKey, type FuzzResult } from '../tests/fuzz/fuzzGame';
import { gameAt, matrix, SET_KINDS, shuffled, type SetKind } from '../tests/fuzz/matrix';
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
}

function usage(message: string): never {
  process.stderr.write(`soak: ${message}\nusage: npm run soak -- --games N [--profile P] [--seats 2,5-7] [--player random|mixed|bot] [--sets pool|list] [--rounds R] [--seed S] [--minutes M] [--verbose] [--only KEY] [--mutate]\n`);
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
  const o: Options = { games: 100, rounds: 120, seed: '1', minutes: Infinity, verbose: false, mutate: false };
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
    else usage(`unknown option ${flag}`);
  }
  if (!Number.isInteger(o.games) || o.games < 1) usage('--games takes a positive whole number');
  if (!Number.isInteger(o.rounds) || o.rounds < 1) usage('--rounds takes a positive whole number');
  if (!(o.minutes > 0)) usage('--minutes takes a positive number');
  return o;
}

const failed = (r: FuzzResult) => !r.ok;

function describe(r: FuzzResult): string[] {
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

/** Set by SIGINT / SIGTERM: the run stops after the game in hand and prints what it has. */
let stopping = false;

async function soak(o: Options): Promise<number> {
  const cells = shuffled(matrix({ profiles: o.profiles, seats: o.seats, players: o.players, sets: o.sets }), o.seed);
  if (cells.length === 0) usage('no profile and seat count left to play');
  const rows = new Map<string, Row>();
  const failures: FuzzResult[] = [];
  const foreign = { games: 0, ops: 0, byKind: new Map<string, number>() };
  const malice = { sent: 0, rejected: 0, accepted: 0 };
  const started = performance.now();
  let lastReport = started;
  let done = 0;
  let actions = 0;
  for (let i = 0; i < o.games; i++) {
    // Let a signal in between games.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopping || (performance.now() - started) / 60000 > o.minutes) {
      process.stderr.write(`soak: stopped ${stopping ? 'by a signal' : `after ${o.minutes} minutes`}\n`);
      break;
    }
    const config = gameAt(cells, o.seed, i, o.rounds);
    const gameStarted = performance.now();
    const r = fuzzGame(config);
    const gameSeconds = (performance.now() - gameStarted) / 1000;
    r.state = null;
    if (o.verbose) process.stderr.write(`soak: ${keyOf(config)} ${r.ok ? r.reason : 'FAILED'} ${r.actions} actions ${gameSeconds.toFixed(2)} s\n`);
    done++;
    actions += r.actions;
    const rowKey = `${config.profile} ${config.sides === 'ringwraith' && config.profile === 'dark-arda' ? '' : `${config.sides} `}${config.seats} seats`;
    const row = rows.get(rowKey) ?? { games: 0, actions: 0, seconds: 0, failures: 0, reasons: new Map() };
    rows.set(rowKey, row);
    row.games++;
    row.seconds += gameSeconds;
    row.actions += r.actions;
    const ending = r.ok ? r.reason : `failed (${r.problems[0]?.kind ?? 'crash'})`;
    row.reasons.set(ending, (row.reasons.get(ending) ?? 0) + 1);
    if (failed(r)) {
      row.failures++;
      failures.push(r);
    }
    malice.sent += r.malice.sent;
    malice.rejected += r.malice.rejected;
    malice.accepted += r.malice.accepted;
    if (r.foreignManual.length > 0) foreign.games++;
    for (const m of r.foreignManual) {
      foreign.ops++;
      const kind = m.op.kind === 'move' ? `move to ${m.op.to}` : m.op.kind;
      foreign.byKind.set(kind, (foreign.byKind.get(kind) ?? 0) + 1);
    }
    const now = performance.now();
    if (now - lastReport > 5000 || i === o.games - 1) {
      lastReport = now;
      const secs = (now - started) / 1000;
      process.stderr.write(`soak: ${done}/${o.games} games, ${(done / secs).toFixed(2)} games/s, ${Math.round(actions / secs)} actions/s, ${failures.length} failed\n`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${done} games (seed ${o.seed}, round cap ${o.rounds}) in ${seconds.toFixed(1)} s: ${(done / seconds).toFixed(2)} games/s, ${Math.round(actions / seconds)} actions/s; ${failures.length} failed`);
  console.log('profile / seats: games, actions, mean actions per game, games/s, endings');
  for (const [key, row] of [...rows].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    const endings = [...row.reasons].sort(([a], [b]) => a.localeCompare(b)).map(([reason, n]) => `${reason} ${n}`).join(', ');
    console.log(`  ${key}: ${row.games}, ${row.actions}, ${(row.actions / row.games).toFixed(0)}, ${(row.games / row.seconds).toFixed(2)}, ${endings}`);
  }
  console.log(`malicious moves: ${malice.sent} sent, ${malice.rejected} rejected with a typed rejection, ${malice.accepted} accepted`);
  const kinds = [...foreign.byKind].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`accepted manual moves of a card the actor does not control: ${foreign.ops} in ${foreign.games} games${kinds ? ` (${kinds})` : ''}`);
  if (failures.length > 0) {
    console.log('failures (npm run soak -- --only KEY plays one again):');
    for (const r of failures) {
      console.log(keyOf(r.config));
      for (const line of describe(r)) console.log(line);
    }
  }
  return failures.length > 0 ? 1 : 0;
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
  process.exitCode = options.mutate && !stopping ? Math.max(games, mutation()) : games;
}
