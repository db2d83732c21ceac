/**
 * Benchmarks (not tests): `npm run bench`. Each suite returns table rows; add a suite by
 * writing a module that exports a function returning BenchRow[] and listing it below.
 * The card file is the shared reference data beside the project (never copied into it);
 * ARDA_BENCH_CARD_FILE points elsewhere. `npm run bench -- engine` runs only the suites whose
 * title holds one of the words given.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBenchmarks, searchBenchmarks, type CatalogueBenchOptions } from './catalogue';
import { benchArdaValidation } from './arda';
import { benchSleeves } from './sleeves';
import { benchEngine } from './engine';
import { benchCoverage } from './coverage';
import { benchPlayClick } from './playClick';
import { benchSearchTyping } from './searchTyping';
import { formatTable, type BenchRow } from './table';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cardFile = process.env.ARDA_BENCH_CARD_FILE ?? resolve(root, '../shared/cards/cards.json');

const suites: { title: string; run: (options: CatalogueBenchOptions) => Promise<BenchRow[]> }[] = [
  { title: 'Card import', run: importBenchmarks },
  { title: 'Catalogue search', run: searchBenchmarks },
  { title: 'Arda set validation', run: benchArdaValidation },
  { title: 'Sleeve auto-pairing', run: benchSleeves },
  { title: 'Game engine', run: benchEngine },
  { title: 'Card automation (game coverage)', run: benchCoverage },
  { title: 'Play screen (Chromium, browser mode)', run: benchPlayClick },
  { title: 'Search as you type (Chromium, browser mode)', run: benchSearchTyping },
];

async function main(): Promise<void> {
  if (!existsSync(cardFile)) {
    console.error(`Card file not found: ${cardFile} (set ARDA_BENCH_CARD_FILE)`);
    process.exit(2);
  }
  console.log(`Arda Curator benchmarks — node ${process.version}, ${cardFile}\n`);
  let misses = 0;
  const only = process.argv.slice(2).map((a) => a.toLowerCase());
  for (const suite of suites.filter((x) => only.length === 0 || only.some((o) => x.title.toLowerCase().includes(o)))) {
    const rows = await suite.run({ cardFile });
    misses += rows.filter((r) => r.verdict === 'MISS').length;
    console.log(`${formatTable(suite.title, rows)}\n`);
  }
  console.log(misses ? `${misses} goal(s) missed.` : 'All goals met.');
}

await main();
