/**
 * Game engine: actions applied per second and full bot games per second: Arda Revised at 2 and
 * 4 players, 7 players with simultaneous turns, and 9-player Dark Arda (sets built from two
 * copies of every card for that many players; nine for Dark Arda, whose Avatar deck needs nine of each mode card), with peak memory.
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
  const built = new Map<string, GameSetup['sets'][Alignment]>();
  const build = (id: string, players: number) => {
    const key = `${id}:${players}`;
    let set = built.get(key);
    if (!set) {
      const profile = getProfile(id) as Profile;
      // Dark Arda's Avatar deck holds "nine copies each of Heralded Lord, Black Rider, and Fell Rider", one of each per Ringwraith (the setup refuses fewer).
      const copies = id === 'dark-arda' ? 9 : 2;
      const owned = new Map([...facts.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, copies]));
      set = { set: buildFromCollection({ profile, players, cards: facts, owned }).set };
      built.set(key, set);
    }
    return set;
  };
  const mixed = (players: number) => ({ wizard: build('arda-revised-wizard', Math.max(4, players)), ringwraith: build('arda-revised-ringwraith', Math.max(4, players)) });
  const tables: { label: string; players: number; profile: GameSetup['profile']; aligns: Alignment[]; sets: GameSetup['sets'] }[] = [
    { label: '2 players', players: 2, profile: 'arda-revised', aligns: ['wizard', 'ringwraith'], sets: mixed(2) },
    { label: '4 players', players: 4, profile: 'arda-revised', aligns: ['wizard', 'ringwraith', 'wizard', 'ringwraith'], sets: mixed(4) },
    { label: '7 players, simultaneous turns', players: 7, profile: 'arda-revised', aligns: Array.from({ length: 7 }, (_, i) => (i % 2 ? 'ringwraith' : 'wizard')), sets: mixed(7) },
    { label: '9 players, Dark Arda', players: 9, profile: 'dark-arda', aligns: Array.from({ length: 9 }, () => 'ringwraith'), sets: { ringwraith: build('dark-arda', 9) } },
  ];
  const rows: BenchRow[] = [];
  let peak = process.memoryUsage().rss;
  for (const table of tables) {
    const setup = (k: number): GameSetup => ({ players: table.aligns.map((alignment, seat) => ({ seat, name: `B${seat}`, kind: 'bot', alignment })), sets: table.sets, cards, profile: table.profile, seed: `bench-${table.players}-${k}` });
    // Bigger tables play longer games: fewer of them keep the run short.
    const count = Math.max(20, Math.round((games * 2) / table.players));
    playBotGame(setup(-1));
    let actions = 0;
    let turns = 0;
    const reasons = new Map<string, number>();
    const started = performance.now();
    for (let k = 0; k < count; k++) {
      const r = playBotGame(setup(k));
      actions += r.actions;
      turns += r.turns;
      reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
      if (k % 25 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    const gps = count / seconds;
    const aps = actions / seconds;
    const ends = [...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ');
    rows.push({ name: `${table.label}: full bot games per second (${count} games, ${(turns / count).toFixed(1)} turns avg; ${ends})`, value: gps.toFixed(1), goal: `≥ ${GAMES_GOAL}`, verdict: verdict(gps >= GAMES_GOAL) });
    rows.push({ name: `${table.label}: actions applied per second (bot choice included)`, value: Math.round(aps).toLocaleString('en'), goal: `≥ ${ACTIONS_GOAL.toLocaleString('en')}`, verdict: verdict(aps >= ACTIONS_GOAL) });
  }
  rows.push({ name: 'peak memory (RSS) during the engine runs', value: `${Math.round(peak / 1048576)} MB`, goal: '', verdict: '' });
  return rows;
}
