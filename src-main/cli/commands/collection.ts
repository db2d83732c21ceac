/** collection add / remove / import / export / stats / want / trade. */
import { basename } from 'node:path';
import type { WantSource } from '../../../src-shared/api/schemasWantTrade';
import { DEFAULT_PLAYSET } from '../../../src-shared/collection/wantTrade';
import { cardAndCount, UsageError } from '../args';
import { readText, writeAtomically } from '../files';
import { formatStats, formatUnresolved, plural } from '../format';
import { CliError, type CliContext } from './context';

function findCard(ctx: CliContext, nameOrId: string) {
  // Ids are stored in upper case; accept "tw-156" as typed.
  const looksLikeId = /^[a-z0-9]+-\d+$/i.test(nameOrId.trim());
  const result = ctx.services.resolveCard(looksLikeId ? nameOrId.trim().toUpperCase() : nameOrId);
  if (result.ok) return result.card;
  // An unknown name is often a partial one: point at the search that finds it.
  const hint = /^no card named/.test(result.reason) && !result.reason.includes('did you mean') ? ` (try: arda cards search "${nameOrId}")` : '';
  throw new CliError(`${result.reason}${hint}`);
}

export async function collectionAdd(ctx: CliContext, args: string[]): Promise<void> {
  const { card: query, count } = cardAndCount(args);
  const card = findCard(ctx, query);
  const result = await ctx.call('collection.change', {
    label: `Add ${count} × ${card.name}`,
    changes: [{ cardId: card.id, delta: count }],
  });
  const owned = result.entries.find((e) => e.cardId === card.id)?.count ?? 0;
  ctx.out(`Added ${count} × ${card.name} (${card.id}); you now own ${owned}.`);
}

export async function collectionRemove(ctx: CliContext, args: string[]): Promise<void> {
  const { card: query, count } = cardAndCount(args);
  const card = findCard(ctx, query);
  // The collection clamps at zero; say so instead of silently removing fewer.
  const { owned } = await ctx.call('cards.get', { id: card.id });
  if (owned < count) {
    const have = owned === 0 ? 'no copies' : `only ${owned}`;
    throw new CliError(`You own ${have} of ${card.name} (${card.id}), so ${count} cannot be removed; nothing was changed.`);
  }
  const result = await ctx.call('collection.change', {
    label: `Remove ${count} × ${card.name}`,
    changes: [{ cardId: card.id, delta: -count }],
  });
  const left = result.entries.find((e) => e.cardId === card.id)?.count ?? 0;
  ctx.out(`Removed ${count} × ${card.name} (${card.id}); you now own ${left}.`);
}

export async function collectionImport(ctx: CliContext, [file = '']: string[]): Promise<void> {
  const content = readText(file, 'collection');
  const fileName = basename(file);
  const preview = await ctx.call('collection.previewImport', { fileName, content });
  const skip = ctx.options.skipUnresolved;
  if (preview.unresolved.length > 0 && !skip) {
    throw new CliError(
      `${fileName}: ${plural(preview.unresolved.length, 'line')} could not be matched to a card; nothing was imported. ` +
        'Fix them, or add --skip-unresolved to import the rest:',
      formatUnresolved(preview.unresolved),
    );
  }
  const result = await ctx.call('collection.import', { fileName, content, skipUnresolved: skip });
  const what = result.format === 'csv' ? 'set the counts of' : 'added copies of';
  ctx.out(`Imported ${fileName}: ${what} ${plural(result.cards, 'card')} (${plural(result.copies, 'copy', 'copies')}).`);
  if (result.merged.length > 0) {
    const lines = new Intl.ListFormat('en', { type: 'conjunction' });
    const each = result.merged.map((m) => `${m.name} (${m.cardId}), lines ${lines.format(m.lines.map(String))}: ${plural(m.count, 'copy', 'copies')}`);
    ctx.out(`Merged repeated rows (their counts added up): ${each.join('; ')}.`);
  }
  if (result.skipped.length > 0) {
    ctx.err(`Skipped ${plural(result.skipped.length, 'line')} that matched no card:`);
    for (const line of formatUnresolved(result.skipped)) ctx.err(line);
  }
}

export async function collectionExport(ctx: CliContext, [file = '']: string[]): Promise<void> {
  const result = await ctx.call('collection.exportCsv', {});
  const target = writeAtomically(file, result.csv);
  ctx.out(`Exported ${plural(result.cards, 'card')} to ${target}.`);
}

export async function collectionStats(ctx: CliContext): Promise<void> {
  const stats = await ctx.call('collection.stats', {});
  if (ctx.options.json) ctx.out(JSON.stringify(stats, null, 2));
  else for (const line of formatStats(stats)) ctx.out(line);
}

/** --format for the want and trade lists: the plain list (default) or CSV. */
function listFormat(ctx: CliContext): 'text' | 'csv' {
  const format = ctx.options.format ?? 'text';
  if (format !== 'text' && format !== 'csv') throw new UsageError(`--format needs text or csv, not "${format}"`);
  return format;
}

/** Prints a list's content as it is (it ends with a newline when it has lines). */
function printList(ctx: CliContext, content: string): void {
  for (const line of content.replace(/\r?\n$/, '').split(/\r?\n/)) if (line !== '') ctx.out(line);
}

export async function collectionWant(ctx: CliContext, [cardSet]: string[]): Promise<void> {
  const named = ctx.options.sets ?? [];
  if (named.length > 1) throw new UsageError('"collection want" takes one --set');
  if (named.length === 1 && cardSet !== undefined) throw new UsageError('give an Arda set (--set NAME) or a card set code, not both');
  if (ctx.options.playset !== undefined && cardSet === undefined) throw new UsageError('--playset applies to a card set: arda collection want TW --playset 3');
  let source: WantSource;
  if (cardSet !== undefined) source = { kind: 'cardSet', cardSet, playset: ctx.options.playset ?? DEFAULT_PLAYSET };
  else if (named[0] !== undefined) source = { kind: 'set', setId: (await ctx.call('sets.get', { name: named[0] })).set.id };
  else source = { kind: 'sets' };
  const result = await ctx.call('wantTrade.export', { list: 'want', source, format: listFormat(ctx) });
  printList(ctx, result.content);
  if (result.lines === 0) ctx.err('Nothing is wanted: the collection has every copy this list asks for.');
}

export async function collectionTrade(ctx: CliContext): Promise<void> {
  const result = await ctx.call('wantTrade.export', { list: 'trade', format: listFormat(ctx) });
  printList(ctx, result.content);
  if (result.lines === 0) ctx.err('Nothing to trade: the Arda sets use every copy you own.');
}
