/**
 * Command-line parsing: which command, its arguments and options. Knows nothing about
 * services; main.ts maps the parsed command to its implementation.
 */
import { parseArgs } from 'node:util';
import { PROFILE_IDS } from '../../src-shared/arda/profiles';

export const COMMANDS = {
  'cards import': { args: '<file|url>', min: 1, max: 1, options: [], summary: 'import the card database from a file or an http(s) URL' },
  'cards search': { args: '<query>', min: 1, max: Infinity, options: ['json', 'limit'], summary: 'search the catalogue (names, text, ids)' },
  'collection add': { args: '<card-id|name> [count]', min: 1, max: Infinity, options: [], summary: 'add copies of a card (default 1)' },
  'collection remove': { args: '<card-id|name> [count]', min: 1, max: Infinity, options: [], summary: 'remove copies of a card (default 1)' },
  'collection import': {
    args: '<file.csv|file.meccg>',
    min: 1,
    max: 1,
    options: ['skip-unresolved'],
    summary: 'import a collection CSV (sets counts) or a GCCG deck list (adds copies)',
  },
  'collection export': { args: '<file.csv>', min: 1, max: 1, options: [], summary: 'write the collection as CSV' },
  'collection stats': { args: '', min: 0, max: 0, options: ['json'], summary: 'owned cards and copies, per set' },
  'collection want': {
    args: '[card-set]',
    min: 0,
    max: 1,
    options: ['set', 'playset', 'format'],
    summary: 'what an Arda set (--set NAME), all of them, or a playset of a card set (TW --playset N) lacks, as a plain list',
  },
  'collection trade': { args: '', min: 0, max: 0, options: ['format'], summary: 'owned copies no Arda set uses, as a plain list' },
  'set list': { args: '', min: 0, max: 0, options: ['json'], summary: 'the Arda sets: profile, players, cards' },
  'set create': { args: '<name>', min: 1, max: 1, options: ['profile', 'players'], summary: 'create an empty Arda set (--profile ID)' },
  'set import': {
    args: '<name> <file.meccg|file.json>',
    min: 2,
    max: 2,
    options: ['profile', 'players'],
    summary: 'import a whole Arda list into a new set, each card in its deck (--profile ID for .meccg)',
  },
  'set validate': { args: '<name>', min: 1, max: 1, options: ['json'], summary: 'check a set against its rules profile (exit 1 on errors)' },
  'set build': {
    args: '<name>',
    min: 1,
    max: 1,
    options: ['profile', 'players'],
    summary: 'fill a set from your free copies (--profile ID --players N) and say what is lacking',
  },
  'set export': { args: '<name> <file>', min: 2, max: 2, options: ['format'], summary: 'write a set as .meccg, text or JSON (--format)' },
  'set print': { args: '<name>', min: 1, max: 1, options: ['pdf'], summary: 'print the deck lists to a PDF (--pdf FILE)' },
  'set delete': { args: '<name>', min: 1, max: 1, options: [], summary: 'delete an Arda set' },
  'sleeves list': { args: '<set>', min: 1, max: 1, options: ['json'], summary: 'each MP card of a set and the location in its sleeve' },
  'sleeves auto': {
    args: '<set>',
    min: 1,
    max: 1,
    options: ['json'],
    summary: 'sleeve every MP card it can with an owned, free location (pairs made by hand are kept)',
  },
  'sleeves pair': { args: '<set> <mp-card> <site-card>', min: 3, max: 3, options: [], summary: 'sleeve an MP card with a location by hand' },
  'sleeves unpair': { args: '<set> <mp-card>', min: 2, max: 2, options: [], summary: "take the locations out of an MP card's sleeves" },
  'sleeves print': { args: '<set>', min: 1, max: 1, options: ['pdf'], summary: 'print the sleeve sheet to a PDF (--pdf FILE)' },
  'game simulate': {
    args: '',
    min: 0,
    max: 0,
    options: ['set', 'players', 'seed', 'games', 'level', 'profile', 'json'],
    summary: 'bot-only games (--set NAME [--set NAME] --players N --seed S [--games K] [--level L] [--profile arda-revised|dark-arda]): winner, how it ended, turns, MP',
  },
  'game coverage': { args: '<set>', min: 1, max: 1, options: ['json'], summary: "which of a set's cards the game engine automates, and the share" },
  'game new': {
    args: '',
    min: 0,
    max: 0,
    options: ['set', 'players', 'humans', 'seed', 'level', 'profile', 'json'],
    summary: 'start a saved game (--set NAME [--set NAME] --players N --humans K [--seed S] [--level L] [--profile arda-revised|dark-arda]) and print its id',
  },
  'game list': { args: '', min: 0, max: 0, options: ['json'], summary: 'the saved games, last played first: sets, seats, turn, score' },
  'game run': { args: '<id>', min: 1, max: 1, options: ['json'], summary: 'let the computer seats play until a human decision or the end' },
  'game show': { args: '<id>', min: 1, max: 1, options: ['seat', 'json'], summary: 'the position as one seat sees it (--seat N; default: no hands shown)' },
  'game export': { args: '<id> <file>', min: 2, max: 2, options: [], summary: 'write a saved game (setup and actions) as a JSON file' },
  'game import': { args: '<file>', min: 1, max: 1, options: [], summary: 'check a game file by replaying it, then save it as a new game' },
  'game delete': { args: '<id>', min: 1, max: 1, options: [], summary: 'delete a saved game' },
} as const satisfies Record<string, { args: string; min: number; max: number; options: readonly string[]; summary: string }>;

export type CommandName = keyof typeof COMMANDS;

export interface CliOptions {
  db?: string;
  json: boolean;
  skipUnresolved: boolean;
  limit?: number;
  /** Arda sets: --profile ID, --players N, --format meccg|text|json, --pdf FILE. */
  profile?: string;
  players?: number;
  format?: string;
  pdf?: string;
  /** game simulate: --set NAME (repeatable), --seed S, --games K. */
  sets?: string[];
  seed?: string;
  games?: number;
  /** collection want: --playset N, copies of each non-unique card in a playset (default 3). */
  playset?: number;
  /** game new: --humans K (the first K seats are human); game show: --seat N (-1: no hands). */
  humans?: number;
  seat?: number;
  /** game simulate, game new: --level L or L1,L2,… (one per computer seat, in seat order): simple or planner. */
  levels?: ('simple' | 'planner')[];
}

export type ParsedCli = { help: true } | { help: false; command: CommandName; args: string[]; options: CliOptions };

/** A mistake in how the command was typed; main.ts answers it with exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const OPTION_SPEC = {
  db: { type: 'string' },
  json: { type: 'boolean' },
  'skip-unresolved': { type: 'boolean' },
  limit: { type: 'string' },
  profile: { type: 'string' },
  players: { type: 'string' },
  format: { type: 'string' },
  pdf: { type: 'string' },
  set: { type: 'string', multiple: true },
  seed: { type: 'string' },
  games: { type: 'string' },
  humans: { type: 'string' },
  seat: { type: 'string' },
  level: { type: 'string' },
  playset: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseCli(argv: string[]): ParsedCli {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTION_SPEC, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs messages are clear but long; keep their first sentence.
    throw new UsageError((error instanceof Error ? error.message : String(error)).split('. ')[0] ?? 'bad arguments');
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return { help: true };

  const [group = '', verb = '', ...args] = positionals;
  const command = `${group} ${verb}`;
  if (!isCommand(command)) {
    throw new UsageError(verb ? `unknown command "${command.trim()}"` : `"${group}" needs a command after it`);
  }
  const spec = COMMANDS[command];
  if (args.length < spec.min) throw new UsageError(`missing argument: arda ${command} ${spec.args}`);
  if (args.length > spec.max) throw new UsageError(`too many arguments: arda ${command} ${spec.args}`);

  const allowed: readonly string[] = spec.options;
  for (const option of ['json', 'skip-unresolved', 'limit', 'profile', 'players', 'format', 'pdf', 'set', 'seed', 'games', 'humans', 'seat', 'level', 'playset'] as const) {
    if (values[option] !== undefined && !allowed.includes(option)) throw new UsageError(`--${option} does not apply to "${command}"`);
  }
  let limit: number | undefined;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit needs a whole number of 1 or more, not "${values.limit}"`);
  }
  let players: number | undefined;
  if (values.players !== undefined) {
    players = Number(values.players);
    if (!Number.isInteger(players) || players < 1) throw new UsageError(`--players needs a whole number of 1 or more, not "${values.players}"`);
  }
  const options: CliOptions = { db: values.db, json: values.json ?? false, skipUnresolved: values['skip-unresolved'] ?? false, limit };
  if (values.profile !== undefined) options.profile = values.profile;
  if (players !== undefined) options.players = players;
  if (values.format !== undefined) options.format = values.format;
  if (values.pdf !== undefined) options.pdf = values.pdf;
  if (values.set !== undefined) options.sets = values.set;
  if (values.seed !== undefined) options.seed = values.seed;
  if (values.games !== undefined) {
    const games = Number(values.games);
    if (!Number.isInteger(games) || games < 1) throw new UsageError(`--games needs a whole number of 1 or more, not "${values.games}"`);
    options.games = games;
  }
  if (values.humans !== undefined) {
    const humans = Number(values.humans);
    if (!Number.isInteger(humans) || humans < 0) throw new UsageError(`--humans needs a whole number of 0 or more, not "${values.humans}"`);
    options.humans = humans;
  }
  if (values.seat !== undefined) {
    const seat = Number(values.seat);
    if (!Number.isInteger(seat) || seat < -1) throw new UsageError(`--seat needs a seat number (0, 1, …) or -1, not "${values.seat}"`);
    options.seat = seat;
  }
  if (values.playset !== undefined) {
    const playset = Number(values.playset);
    if (!Number.isInteger(playset) || playset < 1 || playset > 9) throw new UsageError(`--playset needs a whole number from 1 to 9, not "${values.playset}"`);
    options.playset = playset;
  }
  if (values.level !== undefined) {
    const levels = values.level.split(',').map((l) => l.trim());
    if (levels.some((l) => l !== 'simple' && l !== 'planner')) throw new UsageError(`--level needs simple or planner (or a list like planner,simple), not "${values.level}"`);
    options.levels = levels as ('simple' | 'planner')[];
  }
  return { help: false, command, args, options };
}

function isCommand(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(COMMANDS, name);
}

/**
 * "<card> [count]" where the card may be several unquoted words: a trailing whole
 * number is the count ("collection add Dark Quarrels 2").
 */
export function cardAndCount(args: string[]): { card: string; count: number } {
  const last = args[args.length - 1] ?? '';
  const hasCount = args.length > 1 && /^[+-]?\d+$/.test(last);
  const count = hasCount ? Number(last) : 1;
  if (!Number.isSafeInteger(count) || count < 1) throw new UsageError(`the count must be a whole number of 1 or more, not "${last}"`);
  const card = (hasCount ? args.slice(0, -1) : args).join(' ').trim();
  if (card === '') throw new UsageError('name a card by id or name');
  return { card, count };
}

export function helpText(): string {
  const width = Math.max(...Object.entries(COMMANDS).map(([name, spec]) => `${name} ${spec.args}`.length));
  const lines = Object.entries(COMMANDS).map(([name, spec]) => `  ${`${name} ${spec.args}`.padEnd(width)}  ${spec.summary}`);
  return [
    'Usage: arda <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  --db PATH            use this database file instead of the app\'s own',
    '  --json               machine-readable output (cards search, collection stats, set list, set validate, sleeves list, sleeves auto, game …)',
    '  --limit N            at most N results (cards search; default 50 without --json)',
    '  --skip-unresolved    import the lines that match a card and skip the rest',
    `  --profile ID         Arda rules profile: ${PROFILE_IDS.join(', ')}; for game simulate / game new: arda-revised (2–7 players, 5+ simultaneous turns) or dark-arda (2–9)`,
    '  --players N          players the Arda set serves; game simulate / game new: the seats',
    '  --format F           set export format: meccg, text or json (default: from the file name)',
    '  --pdf FILE           where set print and sleeves print write the PDF',
    '  --set NAME           game simulate, game new: an Arda set to play with (twice: a Wizard and a Ringwraith set)',
    '  --seed S             game simulate: the seed (games K use S-1 … S-K); game new: the seed (default: random)',
    '  --humans K           game new: how many seats are human (the first K; default 0), the rest play themselves',
    '  --seat N             game show: whose hands to show (seats count from 0; --seat=-1 shows none)',
    '  --games K            game simulate: play K games and print totals and games per second',
    '  --level L            game simulate, game new: the computer seats\' strength, simple (default) or planner; L1,L2,… one per computer seat',
    '  --playset N          collection want <card-set>: copies of each non-unique card in a playset (1–9, default 3; unique cards 1)',
    '  -h, --help           show this help',
    '',
    'Names may carry a set code and an alignment tag: "Rivendell [H]", "Gandalf (TW)".',
  ].join('\n');
}
