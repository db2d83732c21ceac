/**
 * Which cards the engine carries out in full. A card is "automated" when it has a card
 * definition (cards/) and every scenario of that definition passes on the card data at
 * hand: the definition and its tests are one object, so neither can claim the card alone.
 * Other cards are "manual": still playable where their type allows, settled with logged
 * manual adjustments.
 */
import { defOf } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { ScenarioKit } from './kit/kit';
import { filesOf, scenariosOf } from './scenarios';
import { usesCustomCode } from '../../src-shared/engine/effects/customCode';
import type { EngineCard } from '../../src-shared/engine/types';
import manualReasons from './manual-reasons.json';

/** Why a card without a definition has none yet (manual-reasons.json), keyed by name or "name|alignment". */
export function manualReasonOf(card: EngineCard): string | undefined {
  const table = manualReasons as Record<string, string>;
  return table[`${card.name}|${card.alignment}`] ?? table[card.name];
}

export type Automation = 'automated' | 'manual';

export interface ScenarioResult {
  title: string;
  ok: boolean;
  error?: string;
}

/** Runs one definition's scenarios on this card data. */
export function runScenarios(def: CardDef, cards: Record<string, EngineCard>): ScenarioResult[] {
  return scenariosOf(def).map((sc) => {
    try {
      sc.run(new ScenarioKit(cards));
      return { title: sc.title, ok: true };
    } catch (error) {
      return { title: sc.title, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  });
}

export interface CoverageRow {
  cardId: string;
  name: string;
  status: Automation;
  reason: string;
  /** Where the card's definition and its scenarios are written (absent: no definition). */
  definition?: string;
  scenarios?: string | null;
  /** The definition needs code of its own (effects/customCode.ts), beyond the shared vocabulary. */
  customCode?: boolean;
}

export function automationOf(card: EngineCard, cards: Record<string, EngineCard>, cache = new Map<CardDef, ScenarioResult[]>()): { status: Automation; reason: string } {
  const def = defOf(card);
  if (!def) return { status: 'manual', reason: manualReasonOf(card) ?? 'no card definition yet' };
  if (scenariosOf(def).length === 0) return { status: 'manual', reason: 'definition without a scenario' };
  let results = cache.get(def);
  if (!results) {
    results = runScenarios(def, cards);
    cache.set(def, results);
  }
  const failed = results.find((r) => !r.ok);
  if (failed) return { status: 'manual', reason: `scenario fails: ${failed.title}: ${failed.error ?? ''}` };
  return { status: 'automated', reason: `definition and ${results.length} passing scenario(s)` };
}

export interface Coverage {
  rows: CoverageRow[];
  automated: number;
  manual: number;
  share: number;
  /** Distinct definitions among these cards that need custom code (effects/customCode.ts). */
  definitionsWithCustomCode: number;
  definitions: number;
}

/** Coverage of a list of distinct cards; scenarios run once per definition. */
export function coverage(list: readonly EngineCard[], cards: Record<string, EngineCard>): Coverage {
  const cache = new Map<CardDef, ScenarioResult[]>();
  const defs = new Set<CardDef>();
  const rows = list.map((c): CoverageRow => {
    const def = defOf(c);
    if (def) defs.add(def);
    return { cardId: c.id, name: c.name, ...automationOf(c, cards, cache), ...(def ? { ...filesOf(def), customCode: usesCustomCode(def) } : {}) };
  });
  const automated = rows.filter((r) => r.status === 'automated').length;
  const definitionsWithCustomCode = [...defs].filter(usesCustomCode).length;
  return { rows, automated, manual: rows.length - automated, share: rows.length ? automated / rows.length : 0, definitionsWithCustomCode, definitions: defs.size };
}
