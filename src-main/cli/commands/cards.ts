/** cards import, cards search. */
import { resolve } from 'node:path';
import { formatCardImport, formatSearch, progressPrinter } from '../format';
import type { CliContext } from './context';

/** Without --json, a search prints a screenful unless asked for more. */
const TEXT_LIMIT = 50;
/** The API's own cap on one search. */
const MAX_LIMIT = 10000;

export async function cardsImport(ctx: CliContext, [source = '']: string[]): Promise<void> {
  const progress = progressPrinter(ctx.stderr);
  // Reading and checking are quick and come before the file is known to be good; showing
  // only the long phases keeps a refused file's output to its one error line.
  const onProgress = (p: { phase: string; message: string }) => {
    if (p.phase === 'download' || p.phase === 'write') progress.update(p.message);
  };
  let report;
  try {
    report = /^https?:\/\//i.test(source)
      ? await ctx.services.importCardUrl(source, onProgress)
      : await ctx.services.importCardFile(resolve(source), onProgress);
  } finally {
    progress.done();
  }
  ctx.out(formatCardImport(report));
}

export async function cardsSearch(ctx: CliContext, words: string[]): Promise<void> {
  const query = words.join(' ');
  if (ctx.options.json) {
    const limit = ctx.options.limit;
    ctx.out(JSON.stringify(await ctx.call('cards.search', { query, ...(limit ? { limit } : {}) }), null, 2));
    return;
  }
  // One row more than shown tells whether there are more, whatever `total` counts.
  const limit = ctx.options.limit ?? TEXT_LIMIT;
  const result = await ctx.call('cards.search', { query, limit: Math.min(limit + 1, MAX_LIMIT) });
  for (const line of formatSearch(result.rows.slice(0, limit), result.rows.length > limit)) ctx.out(line);
}
