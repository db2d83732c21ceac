/**
 * npm run cards:mutate [-- --card NAME|SLUG ...] [--sample N --seed S] [--json] [--report-only] [--baseline]
 *
 * The mutation check of the card definitions (tests/cards/mutate): each definition's mutants — the definition with one
 * effect, requirement, ability, cost or target restriction removed, a requirement negated, or a figure weakened — are
 * swapped into the library one at a time and the definition's scenarios run against each. A mutant that no scenario
 * notices SURVIVES: a scenario gap. Progress on stderr; then each definition's survivors and a summary (or all of it as
 * JSON with --json). Exit 1 when any mutant survives (0 with --report-only), 2 on a usage error.
 *   --card      a card's name or a definition's slug (repeatable, or comma-separated); all definitions when absent
 *   --sample N  N definitions drawn by --seed (default seed 1) from those selected
 *   --baseline  survivors named in tests/cards/mutate/known-survivors.json are reported but allowed; exit 1 on any other
 *               survivor and on a known survivor now killed (what the unit test and `npm run soak -- --mutate` require)
 */
import '../src-shared/engine';
import { againstBaseline, allSlugs, loadBaseline, mutateAll, sample, slugsFor, summarize, type DefinitionResult } from '../tests/cards/mutate/run';
import { fixtures } from '../tests/unit/engine-fixtures/fixtures';

interface Options {
  cards: string[];
  sample?: number;
  seed: string;
  json: boolean;
  reportOnly: boolean;
  baseline: boolean;
}

function usage(message: string): never {
  process.stderr.write(`cards:mutate: ${message}\nusage: npm run cards:mutate -- [--card NAME|SLUG] [--sample N] [--seed S] [--json] [--report-only] [--baseline]\n`);
  process.exit(2);
}

function parse(argv: string[]): Options {
  const o: Options = { cards: [], seed: '1', json: false, reportOnly: false, baseline: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (flag === '--json') o.json = true;
    else if (flag === '--report-only') o.reportOnly = true;
    else if (flag === '--baseline') o.baseline = true;
    else {
      const value = argv[++i];
      if (value === undefined) usage(`${flag} needs a value`);
      if (flag === '--card') o.cards.push(...value.split(',').map((v) => v.trim()).filter(Boolean));
      else if (flag === '--sample') o.sample = Number(value);
      else if (flag === '--seed') o.seed = value;
      else usage(`unknown option ${flag}`);
    }
  }
  if (o.sample !== undefined && (!Number.isInteger(o.sample) || o.sample < 1)) usage('--sample takes a positive whole number');
  return o;
}

const o = parse(process.argv.slice(2));
let slugs = allSlugs();
if (o.cards.length) {
  slugs = [...new Set(o.cards.flatMap((c) => {
    const found = slugsFor(c);
    if (!found.length) usage(`no definition for "${c}"`);
    return found;
  }))].sort();
}
if (o.sample !== undefined) slugs = sample(slugs, o.sample, o.seed);

const { cards } = fixtures();
const started = Date.now();
const results = mutateAll(slugs, cards, (done, r: DefinitionResult) => {
  const survived = r.mutants.filter((m) => !m.killed).length;
  process.stderr.write(`[${done}/${slugs.length}] ${r.slug}: ${r.broken ? 'scenarios fail' : `${r.mutants.length} mutants, ${survived} survived`}\n`);
});
const summary = summarize(results);
const seconds = (Date.now() - started) / 1000;
const baseline = o.baseline ? loadBaseline() : {};
const problems = o.baseline ? againstBaseline(results, baseline) : [];

if (o.json) {
  process.stdout.write(`${JSON.stringify({ summary: { ...summary, seconds }, definitions: results, ...(o.baseline ? { problems } : {}) }, null, 2)}\n`);
} else {
  const lines: string[] = [];
  for (const r of results) {
    if (r.broken) {
      lines.push(`${r.slug} (${r.name}): its own scenarios fail — ${r.broken}`);
      continue;
    }
    const survivors = r.mutants.filter((m) => !m.killed);
    if (!survivors.length) continue;
    lines.push(`${r.slug} (${r.name}): ${survivors.length} of ${r.mutants.length} survive`);
    for (const m of survivors) lines.push(`  ${m.name}${baseline[r.slug]?.[m.name] ? ` (known: ${baseline[r.slug]?.[m.name]})` : ''}`);
  }
  lines.push('');
  lines.push(`definitions ${summary.definitions}, mutants ${summary.mutants}, killed ${summary.killed}, survived ${summary.survived}, mutation score ${(summary.score * 100).toFixed(1)} %${summary.broken ? `, ${summary.broken} with failing scenarios` : ''} (${seconds.toFixed(1)} s)`);
  if (o.baseline) lines.push(problems.length ? `against the baseline:\n${problems.map((p) => `  ${p}`).join('\n')}` : 'against the baseline: no new survivor, no stale entry');
  process.stdout.write(`${lines.join('\n')}\n`);
}
const failing = o.baseline ? problems.length > 0 : summary.survived > 0 || summary.broken > 0;
process.exit(!o.reportOnly && failing ? 1 : 0);
