/**
 * The `arda` command line: parse, open the app's services on the chosen database, run one
 * command, and exit 0 on success, 1 on failure, 2 on a usage mistake. Failures print one
 * line on stderr (plus the offending lines of an import), never a stack trace; set
 * ARDA_DEBUG=1 to see one.
 */
import { dirname, resolve } from 'node:path';
import type { MethodName } from '../../src-shared/api/contract';
import { dataPaths, defaultDataDir } from '../data/paths';
import { createAppServices, type AppServices } from '../services/appServices';
import { createDispatch } from '../transport/dispatch';
import { helpText, parseCli, UsageError, type CliOptions, type CommandName } from './args';
import { cardsImport, cardsSearch } from './commands/cards';
import { collectionAdd, collectionExport, collectionImport, collectionRemove, collectionStats, collectionTrade, collectionWant } from './commands/collection';
import { CliError, type CliContext } from './commands/context';
import { SET_COMMANDS } from './commands/set';
import { SLEEVE_COMMANDS } from './commands/sleeves';
import { GAME_COMMANDS } from './commands/game';
import { escapeControls } from './format';

const RUN: Record<CommandName, (ctx: CliContext, args: string[]) => Promise<void>> = {
  'cards import': cardsImport,
  'cards search': cardsSearch,
  'collection add': collectionAdd,
  'collection remove': collectionRemove,
  'collection import': collectionImport,
  'collection export': collectionExport,
  'collection stats': collectionStats,
  'collection want': collectionWant,
  'collection trade': collectionTrade,
  ...SET_COMMANDS,
  ...SLEEVE_COMMANDS,
  ...GAME_COMMANDS,
};

const debug = Boolean(process.env.ARDA_DEBUG);
// Every line may repeat file content (card names, unresolved lines): never raw control characters.
const out = (line: string) => process.stdout.write(`${escapeControls(line)}\n`);
const err = (line: string) => process.stderr.write(`${escapeControls(line)}\n`);

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseCli(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`arda: ${error.message}. Run "arda --help" for usage.`);
    return 2;
  }
  if (parsed.help) {
    out(helpText());
    return 0;
  }

  let services: AppServices | null = null;
  try {
    services = openServices(parsed.options);
    await RUN[parsed.command](context(services, parsed.options), parsed.args);
    return 0;
  } catch (error) {
    if (debug) console.error(error);
    err(`arda: ${oneLine(messageOf(error))}`);
    if (error instanceof CliError) for (const line of error.details) err(line);
    return error instanceof CliError ? error.exitCode : error instanceof UsageError ? 2 : 1;
  } finally {
    services?.close();
  }
}

/** --db PATH keeps everything (image cache included) beside that file; else the app's folder. */
function openServices(options: CliOptions): AppServices {
  const dataDir = options.db ? dirname(resolve(options.db)) : defaultDataDir();
  const databasePath = options.db ? resolve(options.db) : dataPaths(dataDir).database;
  return createAppServices({ databasePath, dataDir, runtime: 'node' });
}

function context(services: AppServices, options: CliOptions): CliContext {
  // The same validating entry point the UI's transports use; internal errors are logged
  // only when debugging, since the user gets the message anyway.
  const dispatch = createDispatch(services.handlers, (error) => {
    if (debug) console.error(error);
  });
  return {
    services,
    options,
    out,
    err,
    stderr: process.stderr,
    async call(method: MethodName, input: unknown) {
      const reply = await dispatch(method, input);
      if (!reply.ok) throw new CliError(reply.error.message);
      return reply.value as never;
    },
  };
}

/** ApiError and CardDataError messages are written for users; print them as they are. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

// A reader that goes away (`arda cards search x | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    err(`arda: ${oneLine(messageOf(error))}`);
    process.exitCode = 1;
  },
);
