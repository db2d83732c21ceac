/** set list / create / import / validate / build / export / print / delete: Arda sets. */
import { basename, extname, resolve } from 'node:path';
import type { ArdaSetState, ExportFormat, UnplaceableLine } from '../../../src-shared/api/schemasArda';
import { EXPORT_FORMATS } from '../../../src-shared/api/schemasArda';
import { DECK_IDS, DECK_LABELS } from '../../../src-shared/arda/model';
import { decksToShow } from '../../../src-shared/arda/profile';
import { getProfile } from '../../../src-shared/arda/profiles';
import { renderPrintPdf } from '../../services/ardaPrintPdf';
import { UsageError } from '../args';
import { readText, writeAtomically } from '../files';
import { formatUnresolved, plural, table } from '../format';
import { CliError, type CliContext } from './context';

type SetCommand = (ctx: CliContext, args: string[]) => Promise<void>;

function need<T>(value: T | undefined, option: string, command: string): T {
  if (value === undefined) throw new UsageError(`"${command}" needs ${option}`);
  return value;
}

async function setByName(ctx: CliContext, name: string): Promise<ArdaSetState> {
  return ctx.call('sets.get', { name });
}

function deckSummary(state: ArdaSetState): string[] {
  // The profile's own decks (Dark Arda's Haven deck only there).
  const rows = decksToShow(getProfile(state.set.profileId), state.set.decks).map((deck) => {
    const entries = state.set.decks[deck];
    const copies = entries.reduce((n, e) => n + e.copies, 0);
    const proxies = entries.reduce((n, e) => n + e.proxies, 0);
    return [`  ${DECK_LABELS[deck]}`, String(copies + proxies), proxies ? `(${plural(proxies, 'proxy', 'proxies')})` : ''];
  });
  return table(rows);
}

function problemLine(state: ArdaSetState): string {
  const errors = state.violations.filter((v) => v.severity === 'error').length;
  const warnings = state.violations.length - errors;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')} (arda set validate "${state.set.name}")`;
}

function formatUnplaceable(lines: UnplaceableLine[]): string[] {
  return formatUnresolved(lines);
}

export const setList: SetCommand = async (ctx) => {
  const { sets } = await ctx.call('sets.list', {});
  if (ctx.options.json) {
    ctx.out(JSON.stringify(sets, null, 2));
    return;
  }
  if (sets.length === 0) {
    ctx.out('No Arda sets yet (arda set create <name> --profile ID).');
    return;
  }
  const rows = [['Name', 'Profile', 'Players', 'Cards', 'Proxies', 'Updated']];
  for (const s of sets) rows.push([s.name, s.profileId, String(s.players), String(s.copies + s.proxies), String(s.proxies), s.updatedAt.slice(0, 10)]);
  for (const line of table(rows)) ctx.out(line);
};

export const setCreate: SetCommand = async (ctx, [name = '']) => {
  const profileId = need(ctx.options.profile, '--profile ID', 'set create');
  const state = await ctx.call('sets.create', { name, profileId, players: ctx.options.players });
  ctx.out(`Created the Arda set "${state.set.name}" (${state.set.profileId}, ${plural(state.set.players, 'player')}).`);
};

export const setImport: SetCommand = async (ctx, [name = '', file = '']) => {
  const content = readText(file, 'set');
  const fileName = basename(file);
  if (extname(file).toLowerCase() === '.json') {
    const state = await ctx.call('sets.importJson', { name, fileName, content });
    ctx.out(`Imported ${fileName} into the new set "${state.set.name}" (${state.set.profileId}): ${cardsIn(state)}.`);
    ctx.out(problemLine(state));
    if (state.otherSetsShort) ctx.out(state.otherSetsShort.message);
    return;
  }
  const profileId = need(ctx.options.profile, '--profile ID', 'set import');
  const result = await ctx.call('sets.importMeccg', { name, profileId, players: ctx.options.players, fileName, content });
  ctx.out(`Imported ${fileName} into the new set "${result.set.name}" (${result.set.profileId}): ${plural(result.placedCopies, 'copy', 'copies')} placed.`);
  for (const line of deckSummary(result)) ctx.out(line);
  ctx.out(problemLine(result));
  // Owned copies other sets hold that this set now holds too.
  if (result.otherSetsShort) ctx.out(result.otherSetsShort.message);
  if (result.unplaceable.length > 0) {
    const copies = result.unplaceable.reduce((n, l) => n + l.copies, 0);
    ctx.err(`${plural(result.unplaceable.length, 'line')} (${plural(copies, 'copy', 'copies')}) could not be placed and were left out:`);
    for (const line of formatUnplaceable(result.unplaceable)) ctx.err(line);
  }
};

function cardsIn(state: ArdaSetState): string {
  const all = DECK_IDS.flatMap((deck) => state.set.decks[deck]);
  return plural(
    all.reduce((n, e) => n + e.copies + e.proxies, 0),
    'card',
  );
}

/**
 * --json prints exactly {"set", "profile", "ok", "violations": [{severity, code, deck,
 * cardId, message}]}; ok is false when any error is present, and then the exit code is 1.
 */
export const setValidate: SetCommand = async (ctx, [name = '']) => {
  const state = await ctx.call('sets.validate', { name });
  const errors = state.violations.filter((v) => v.severity === 'error').length;
  if (ctx.options.json) {
    const report = {
      set: state.set.name,
      profile: state.set.profileId,
      ok: errors === 0,
      violations: state.violations.map((v) => ({ severity: v.severity, code: v.code, deck: v.deck, cardId: v.cardId, message: v.message })),
    };
    ctx.out(JSON.stringify(report));
  } else {
    ctx.out(`${state.set.name} (${state.set.profileId}, ${plural(state.set.players, 'player')}): ${cardsIn(state)}.`);
    if (state.violations.length === 0) ctx.out('No problems.');
    const rows = state.violations.map((v) => [v.severity, v.code, v.deck ?? '-', v.cardId ?? '-', v.message]);
    for (const line of table(rows)) ctx.out(line);
  }
  if (errors > 0) throw new CliError(`The set "${state.set.name}" has ${plural(errors, 'error')}.`);
};

export const setBuild: SetCommand = async (ctx, [name = '']) => {
  const profileId = need(ctx.options.profile, '--profile ID', 'set build');
  const players = need(ctx.options.players, '--players N', 'set build');
  const result = await ctx.call('sets.build', { name, profileId, players });
  ctx.out(`Built "${result.set.name}" (${result.set.profileId}, ${plural(players, 'player')}) from your free copies: ${cardsIn(result)}.`);
  for (const line of deckSummary(result)) ctx.out(line);
  if (result.lacking.length === 0) ctx.out('Your collection meets every target.');
  else {
    ctx.out('What your collection lacks:');
    for (const lack of result.lacking) ctx.out(`  ${DECK_LABELS[lack.deck]}: ${lack.message}`);
  }
  ctx.out(problemLine(result));
};

export const setExport: SetCommand = async (ctx, [name = '', file = '']) => {
  const format = exportFormat(ctx.options.format, file);
  const state = await setByName(ctx, name);
  const result = await ctx.call('sets.export', { setId: state.set.id, format });
  writeAtomically(file, result.content);
  ctx.out(`Exported "${state.set.name}" as ${format} to ${resolve(file)}.`);
  if (format === 'meccg' && state.set.decks && DECK_IDS.some((d) => state.set.decks[d].some((e) => e.proxies > 0))) {
    ctx.err('Proxies are written as comments: the .meccg format cannot carry them (use --format json to keep them).');
  }
};

function exportFormat(option: string | undefined, file: string): ExportFormat {
  if (option !== undefined) {
    if (!(EXPORT_FORMATS as readonly string[]).includes(option)) throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}, not "${option}"`);
    return option as ExportFormat;
  }
  const ext = extname(file).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.txt' ? 'text' : 'meccg';
}

export const setPrint: SetCommand = async (ctx, [name = '']) => {
  const pdf = need(ctx.options.pdf, '--pdf FILE', 'set print');
  const state = await setByName(ctx, name);
  const model = await ctx.call('sets.printModel', { setId: state.set.id });
  const bytes = await renderPrintPdf(model);
  writeAtomically(pdf, bytes);
  ctx.out(`Printed the deck lists of "${state.set.name}" to ${resolve(pdf)} (${plural(model.totals.cards, 'card')}).`);
};

export const setDelete: SetCommand = async (ctx, [name = '']) => {
  const state = await setByName(ctx, name);
  await ctx.call('sets.delete', { setId: state.set.id });
  ctx.out(`Deleted the Arda set "${state.set.name}".`);
};

/** The set commands, spread into main.ts's command table. */
export const SET_COMMANDS = {
  'set list': setList,
  'set create': setCreate,
  'set import': setImport,
  'set validate': setValidate,
  'set build': setBuild,
  'set export': setExport,
  'set print': setPrint,
  'set delete': setDelete,
} as const;
