/**
 * Game engine: actions applied per second and full bot games per second, 2 and 4 players
 * (Wizard and Ringwraith sets built from two copies of every card), with peak memory.
 */
import { readFileSync } from 'node:fs';
import { buildFromCollection } from '../src-shared/arda/build';
import { cardFactsMap } from '../src-shared/arda/model';
import type { Profile } from '../src-shared/arda/profile';
import { getProfile } from '../src-shared/arda/profiles';
import { parseCardDatabase } from '../src-shared/cards/parseCardDatabase';
import { buildEngineCards } from '../src-shared/engine/facts';
import { playBotGame } from '../src-shared/engine/simulate';
import type { Alignment, GameSetup } from '../src-shared/engine/types';
import { verdict, type BenchRow } from './table';

export interface EngineBenchOptions {
  cardFile: string;
  games?: number;
}

const GAMES_GOAL = 20;
const ACTIONS_GOAL = 10000;

export async function benchEngine({ cardFile, games = 300 }: EngineBenchOptions): Promise<BenchRow[]> {
  const records = parseCardDatabase(cardFile, readFileSync(cardFile, 'utf8')).cards;
  const facts = cardFactsMap(records);
  const cards = buildEngineCards(records);
  const build = (id: string) => {
    const profile = getProfile(id) as Profile;
    const owned = new Map([...facts.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 2]));
    return buildFromCollection({ profile, players: 4, cards: facts, owned }).set;
  };
  const sets = { wizard: { set: build('arda-revised-wizard') }, ringwraith: { set: build('arda-revised-ringwraith') } };
  const rows: BenchRow[] = [];
  let peak = process.memoryUsage().rss;
  for (const players of [2, 4]) {
    const aligns: Alignment[] = Array.from({ length: players }, (_, i) => (i % 2 ? 'ringwraith' : 'wizard'));
    const setup = (k: number): GameSetup => ({ players: aligns.map((alignment, seat) => ({ seat, name: `B${seat}`, kind: 'bot', alignment })), sets, cards, profile: 'arda-revised', seed: `bench-${players}-${k}` });
    playBotGame(setup(-1));
    let actions = 0;
    let turns = 0;
    const started = performance.now();
    for (let k = 0; k < games; k++) {
      const r = playBotGame(setup(k));
      actions += r.actions;
      turns += r.turns;
      if (k % 25 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    const gps = games / seconds;
    const aps = actions / seconds;
    rows.push({ name: `${players} players: full bot games per second (${games} games, ${(turns / games).toFixed(1)} turns avg)`, value: gps.toFixed(1), goal: `≥ ${GAMES_GOAL}`, verdict: verdict(gps >= GAMES_GOAL) });
    rows.push({ name: `${players} players: actions applied per second (bot choice included)`, value: Math.round(aps).toLocaleString('en'), goal: `≥ ${ACTIONS_GOAL.toLocaleString('en')}`, verdict: verdict(aps >= ACTIONS_GOAL) });
  }
  rows.push({ name: 'peak memory (RSS) during the engine runs', value: `${Math.round(peak / 1048576)} MB`, goal: '', verdict: '' });
  return rows;
}
