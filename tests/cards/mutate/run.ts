/**
 * The mutation check: for a definition, each mutant (mutants.ts) is swapped into the engine's library in place of the
 * definition (effects/defs.ts swapCardDef, restored after) and the definition's scenarios are run in-process. The mutant is
 * KILLED when some scenario fails (throws), and SURVIVES when all pass: a scenario gap — even when the change makes no
 * difference the engine can show (a figure weakened below a cap), since a better scenario is then still to be written.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFS_BY_SLUG } from '../../../src-shared/engine/cards/library';
import { swapCardDef } from '../../../src-shared/engine/effects/defs';
import { nameKey } from '../../../src-shared/engine/facts';
import type { CardDef } from '../../../src-shared/engine/effects/types';
import type { EngineCard } from '../../../src-shared/engine/types';
import { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { scenariosOf } from '../scenarios';
import { mutantsOf } from './mutants';

export interface MutantResult {
  name: string;
  killed: boolean;
  /** The first scenario that failed (killed mutants). */
  by?: string;
}

export interface DefinitionResult {
  slug: string;
  name: string;
  scenarios: number;
  /** The definition's own scenarios fail: its mutants are not run (the definition is not automated anyway). */
  broken?: string;
  mutants: MutantResult[];
}

export interface Summary {
  definitions: number;
  mutants: number;
  killed: number;
  survived: number;
  /** killed / mutants (1 when there are none). */
  score: number;
  /** Definitions whose own scenarios fail. */
  broken: number;
}

/** The first failing scenario's title, or null when all pass. */
function firstFailure(scenarios: readonly Scenario[], cards: Record<string, EngineCard>): string | null {
  for (const sc of scenarios) {
    try {
      sc.run(new ScenarioKit(cards));
    } catch (error) {
      return `${sc.title}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return null;
}

/** Runs one definition's mutants against its scenarios (one registry swap per mutant). */
export function mutateDefinition(slug: string, def: CardDef, cards: Record<string, EngineCard>): DefinitionResult {
  const scenarios = scenariosOf(def);
  const out: DefinitionResult = { slug, name: def.name, scenarios: scenarios.length, mutants: [] };
  const broken = firstFailure(scenarios, cards);
  if (broken !== null) return { ...out, broken };
  for (const mutant of mutantsOf(def)) {
    const restore = swapCardDef(def, mutant.def);
    let failure: string | null;
    try {
      failure = scenarios.length === 0 ? null : firstFailure(scenarios, cards);
    } finally {
      restore();
    }
    out.mutants.push(failure === null ? { name: mutant.name, killed: false } : { name: mutant.name, killed: true, by: failure.slice(0, 200) });
  }
  return out;
}

export function summarize(results: readonly DefinitionResult[]): Summary {
  const mutants = results.flatMap((r) => r.mutants);
  const killed = mutants.filter((m) => m.killed).length;
  return { definitions: results.length, mutants: mutants.length, killed, survived: mutants.length - killed, score: mutants.length ? killed / mutants.length : 1, broken: results.filter((r) => r.broken).length };
}

/** Every definition of the library by slug, sorted. */
export function allSlugs(): string[] {
  return Object.keys(DEFS_BY_SLUG).sort();
}

/** The slugs of the definitions a card's name or slug names (a name may have a definition per alignment). */
export function slugsFor(nameOrSlug: string): string[] {
  if (DEFS_BY_SLUG[nameOrSlug]) return [nameOrSlug];
  const key = nameKey(nameOrSlug);
  return allSlugs().filter((slug) => nameKey((DEFS_BY_SLUG[slug] as CardDef).name) === key);
}

/** A string seed's 32-bit hash (FNV-1a), for the sample's generator. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * `n` slugs drawn from `slugs` by the seed: those whose hash of seed and slug ranks lowest, in sorted order. A definition
 * added later joins the sample only if its own hash ranks among them, so a fixed seed keeps (almost all of) its sample.
 */
export function sample(slugs: readonly string[], n: number, seed: string): string[] {
  const ranked = slugs.map((slug) => ({ slug, rank: hash(`${seed}:${slug}`) }));
  ranked.sort((x, y) => x.rank - y.rank || (x.slug < y.slug ? -1 : 1));
  return ranked.slice(0, n).map((x) => x.slug).sort();
}

/** Runs the check on these slugs; `progress` hears of each definition as it is done. */
export function mutateAll(slugs: readonly string[], cards: Record<string, EngineCard>, progress?: (done: number, result: DefinitionResult) => void): DefinitionResult[] {
  return slugs.map((slug, i) => {
    const def = DEFS_BY_SLUG[slug];
    if (!def) throw new Error(`no definition ${slug}`);
    const result = mutateDefinition(slug, def, cards);
    progress?.(i + 1, result);
    return result;
  });
}

/** The checked-in known survivors (tests/cards/mutate/known-survivors.json): slug → mutant name → why it still survives. */
export type Baseline = Record<string, Record<string, string>>;

export const BASELINE_FILE = fileURLToPath(new URL('./known-survivors.json', import.meta.url));

export function loadBaseline(): Baseline {
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
}

/**
 * What a run says against the baseline, for the definitions it checked: a survivor the baseline does not name (a new
 * scenario gap), a baseline entry that no longer survives (to be removed: the baseline only shrinks), a definition whose own
 * scenarios fail.
 */
export function againstBaseline(results: readonly DefinitionResult[], baseline: Baseline): string[] {
  const problems: string[] = [];
  for (const r of results) {
    if (r.broken) {
      problems.push(`${r.slug}: its own scenarios fail: ${r.broken}`);
      continue;
    }
    const known = baseline[r.slug] ?? {};
    const survivors = new Set(r.mutants.filter((m) => !m.killed).map((m) => m.name));
    for (const name of survivors) if (!(name in known)) problems.push(`${r.slug}: mutant "${name}" survives (write a scenario that catches it)`);
    for (const name of Object.keys(known)) if (!survivors.has(name)) problems.push(`${r.slug}: known survivor "${name}" is now killed (remove it from known-survivors.json)`);
  }
  return problems;
}
