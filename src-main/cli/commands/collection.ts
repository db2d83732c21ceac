/** collection add / remove / import / export / stats. */
import { basename } from 'node:path';
import { cardAndCount } from '../args';
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
