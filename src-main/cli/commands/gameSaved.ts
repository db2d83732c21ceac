/**
 * Saved games from the command line (game new / list / run / show / export / import /
 * delete): the same API methods the Play screen calls, so a game started here opens in
 * the app and the other way round.
 */
import { resolve } from 'node:path';
import type { GameSnapshot, GameSummary } from '../../../src-shared/api/schemasGames';
import type { GameView } from '../../../src-shared/engine';
import { GAME_PROFILES, PROFILES, type Catalog, type GameProfile } from '../../../src-shared/engine/types';
import { describeDecision } from '../../../src-shared/play/decision';
import { describeAction } from '../../../src-shared/play/describe';
import { readText, writeAtomically } from '../files';
import { UsageError } from '../args';
import { plural, table } from '../format';
import { CliError, type CliContext } from './context';

/** The level of the k-th computer seat: one --level for all, or one per computer seat (the last repeats). */
export function botLevel(levels: readonly ('simple' | 'planner')[] | undefined, k: number): 'simple' | 'planner' {
  if (!levels || levels.length === 0) return 'simple';
  return levels[Math.min(k, levels.length - 1)] ?? 'simple';
}

function gameId(text: string): number {
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new UsageError(`a game id is a whole number of 1 or more, not "${text}"`);
  return id;
}

const seatName = (s: GameSummary, seat: number) => s.seats[seat]?.name ?? `seat ${seat}`;

/** --profile for games: arda-revised or dark-arda (absent: from the sets). */
export function gameProfileOption(value: string | undefined): GameProfile | undefined {
  if (value === undefined) return undefined;
  if (!(GAME_PROFILES as readonly string[]).includes(value)) throw new UsageError(`--profile for a game is ${GAME_PROFILES.join(' or ')}, not "${value}"`);
  return value as GameProfile;
}

/** --players checked against the profile: Arda Revised 2–7 ("Arda should not exceed 7 players"), Dark Arda 2–9. */
export function playersFor(profile: GameProfile, value: number | undefined): number {
  const players = value ?? 2;
  const { name, seats } = PROFILES[profile];
  if (players < seats.min || players > seats.max) throw new UsageError(`--players must be ${seats.min} to ${seats.max} for ${name}, not ${players}`);
  return players;
}

/** Where a game stands, in one line. */
export function standing(s: GameSummary): string {
  const mp = s.seats.map((p) => `${p.name} ${s.scores[p.seat]?.total ?? 0}`).join(', ');
  if (s.status === 'finished') {
    const winners = s.winners.map((w) => seatName(s, w)).join(' and ') || 'no winner';
    return `Game ${s.id} is over after ${plural(s.actions, 'action')}, turn ${s.turn}: ${winners} (${s.reason ?? 'ended'}). MP: ${mp}.`;
  }
  const who = s.seats[s.actor];
  return `Game ${s.id}, turn ${s.turn} (round ${s.round}), ${plural(s.actions, 'action')}: ${who ? `${who.name}'s decision (seat ${who.seat}, ${who.kind})` : 'nobody to decide'}. MP: ${mp}.`;
}

export const gameNew = async (ctx: CliContext): Promise<void> => {
  const names = ctx.options.sets ?? [];
  if (names.length === 0 || names.length > 2) throw new UsageError('"game new" needs --set NAME (once, or twice: a Wizard and a Ringwraith set)');
  const profile = gameProfileOption(ctx.options.profile);
  const players = playersFor(profile ?? 'arda-revised', ctx.options.players);
  const humans = ctx.options.humans ?? 0;
  if (humans > players) throw new UsageError(`--humans ${humans} is more than the ${players} players`);
  const setIds = [];
  for (const name of names) setIds.push((await ctx.call('sets.get', { name })).set.id);
  // The first K seats are human; the names match game simulate's for the computer seats.
  const seats = Array.from({ length: players }, (_, seat) =>
    seat < humans ? { name: `Player ${seat + 1}`, kind: 'human' as const } : { name: `Bot ${seat + 1}`, kind: 'bot' as const, level: botLevel(ctx.options.levels, seat - humans) },
  );
  const game = await ctx.call('games.create', { setIds, seats, ...(ctx.options.seed ? { seed: ctx.options.seed } : {}), ...(profile ? { profile } : {}) });
  if (ctx.options.json) {
    ctx.out(JSON.stringify(game, null, 2));
    return;
  }
  ctx.out(String(game.id));
  ctx.err(`Started game ${game.id} "${game.name}" (seed ${game.seed}): ${game.seats.map((s) => `${s.name} (${s.kind}, ${s.alignment})`).join(', ')}.`);
};

export const gameList = async (ctx: CliContext): Promise<void> => {
  const { games } = await ctx.call('games.list', {});
  if (ctx.options.json) {
    ctx.out(JSON.stringify(games, null, 2));
    return;
  }
  if (games.length === 0) {
    ctx.out('No saved games.');
    return;
  }
  const rows = [['Id', 'Name', 'Sets', 'Seats', 'Status', 'Turn', 'MP', 'Last played']];
  for (const g of games) {
    rows.push([
      String(g.id),
      g.name,
      g.sets.map((s) => s.name).join(' + '),
      g.seats.map((s) => `${s.name}${s.kind === 'bot' ? '*' : ''}`).join(', '),
      g.status === 'finished' ? `won by ${g.winners.map((w) => seatName(g, w)).join(', ') || 'nobody'}` : `${seatName(g, g.actor)} to decide`,
      String(g.turn),
      g.scores.map((s) => String(s.total)).join('/'),
      g.updatedAt.slice(0, 16).replace('T', ' '),
    ]);
  }
  for (const line of table(rows)) ctx.out(line);
  ctx.out('* computer seat');
};

export const gameRun = async (ctx: CliContext, [idText = '']: string[]): Promise<void> => {
  const id = gameId(idText);
  const before = (await ctx.call('games.open', { id, seat: -1 })).summary;
  const after = (await ctx.call('games.bots', { id, seat: -1, at: before.actions, max: 100_000 })).summary;
  if (ctx.options.json) {
    ctx.out(JSON.stringify({ played: after.actions - before.actions, summary: after }, null, 2));
    return;
  }
  ctx.out(`Played ${plural(after.actions - before.actions, 'computer action')}.`);
  ctx.out(standing(after));
};

export const gameShow = async (ctx: CliContext, [idText = '']: string[]): Promise<void> => {
  const id = gameId(idText);
  const seat = ctx.options.seat ?? -1;
  const snap = await ctx.call('games.open', { id, seat });
  if (seat >= snap.summary.seats.length) throw new UsageError(`game ${id} has seats 0 to ${snap.summary.seats.length - 1}`);
  if (ctx.options.json) {
    ctx.out(JSON.stringify(snap, null, 2));
    return;
  }
  const catalog = await ctx.call('games.catalog', { id });
  for (const line of positionLines(snap, catalog)) ctx.out(line);
};

const SHOWN_ACTIONS = 20;

/** The position in words: the decision, companies, the seat's own hands, MP by seat, the choices. */
export function positionLines(snap: GameSnapshot, catalog: Catalog): string[] {
  const { summary: s, view } = snap;
  const name = (inst: number) => {
    const id = view.cardOf[inst];
    return id ? (catalog.cards[id]?.name ?? id) : 'a hidden card';
  };
  const site = (id: string) => catalog.cards[id]?.name ?? id;
  const full = { ...view, catalog } as GameView;
  const decision = describeDecision(full);
  const lines = [standing(s), decision ? `Decision: ${decision.title}.` : `Active player: ${seatName(s, view.turn.active)}.`];
  for (const p of view.players) {
    lines.push(`${p.name} (seat ${p.seat}, ${p.alignment}${p.out ? ', out' : ''}): MP ${s.scores[p.seat]?.total ?? 0}; hand ${p.hand.length}, MP hand ${p.mpHand.length}.`);
    for (const c of view.companies.filter((x) => x.owner === p.seat)) {
      const chars = c.chars.map((ch) => {
        const st = view.chars[String(ch)];
        const extras = [...(st?.items ?? []), ...(st?.allies ?? [])].map(name);
        const status = view.status[String(ch)];
        return `${name(ch)}${status && status !== 'untapped' ? ` (${status})` : ''}${extras.length ? ` [${extras.join(', ')}]` : ''}`;
      });
      const dest = c.dest ? ` → ${site(c.dest.site)}${c.dest.regions.length ? ` via ${c.dest.regions.join(', ')}` : ''}` : '';
      lines.push(`  Company ${c.id} at ${site(c.site)}${c.siteTapped ? ' (tapped)' : ''}${dest}: ${chars.join('; ') || 'no characters'}`);
    }
    if (p.seat === snap.seat) {
      lines.push(`  Hand: ${p.hand.map(name).join(', ') || 'empty'}`);
      lines.push(`  MP hand: ${p.mpHand.map(name).join(', ') || 'empty'}`);
      if (p.pool.length > 0) lines.push(`  Dealt characters: ${p.pool.map(name).join(', ')}`);
    }
  }
  if (snap.legal.length > 0) {
    // The choices in the Play screen's words; a long list (movement) is cut, --json has them all.
    lines.push(`${plural(snap.legal.length, 'legal action')} for seat ${snap.seat}:`);
    for (const action of snap.legal.slice(0, SHOWN_ACTIONS)) lines.push(`  - ${describeAction({ view: full }, snap.seat, action)}`);
    if (snap.legal.length > SHOWN_ACTIONS) lines.push(`  … and ${snap.legal.length - SHOWN_ACTIONS} more (see --json).`);
  }
  return lines;
}

export const gameExport = async (ctx: CliContext, [idText = '', file = '']: string[]): Promise<void> => {
  const exported = await ctx.call('games.export', { id: gameId(idText) });
  const path = writeAtomically(file, exported.json);
  ctx.out(`Exported game ${idText} to ${path}.`);
};

export const gameImport = async (ctx: CliContext, [file = '']: string[]): Promise<void> => {
  const content = readText(file, 'game');
  const game = await ctx.call('games.import', { fileName: resolve(file).split(/[\\/]/).pop() ?? file, content });
  ctx.out(String(game.id));
  ctx.err(`Imported game ${game.id} "${game.name}": ${plural(game.actions, 'action')} replayed and verified.`);
};

export const gameDelete = async (ctx: CliContext, [idText = '']: string[]): Promise<void> => {
  const { deleted } = await ctx.call('games.delete', { id: gameId(idText) });
  if (!deleted) throw new CliError(`There is no saved game with id ${idText}.`);
  ctx.out(`Deleted game ${idText}.`);
};

export const SAVED_GAME_COMMANDS = {
  'game new': gameNew,
  'game list': gameList,
  'game run': gameRun,
  'game show': gameShow,
  'game export': gameExport,
  'game import': gameImport,
  'game delete': gameDelete,
} as const;
