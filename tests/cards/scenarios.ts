/**
 * A definition's scenarios in one step: by its slug (cards/defs/<slug>.ts ↔ tests/cards/scenarios/<slug>.ts) and from its
 * template (a factory-made definition).
 */
import type { CardDef } from '../../src-shared/engine/effects/types';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { SCENARIO_FILES, SCENARIO_TEMPLATES } from './index';
import type { Scenario } from './kit/scenario';

const SLUGS = new Map<CardDef, string>(Object.entries(DEFS_BY_SLUG).map(([slug, def]) => [def, slug]));

/** The definition's slug (null: a definition not in the library, e.g. one a test made). */
export function slugOf(def: CardDef): string | null {
  return SLUGS.get(def) ?? null;
}

/** Where a definition and its scenarios are written, for a reader going from a card to its code. */
export function filesOf(def: CardDef): { definition: string; scenarios: string | null } {
  const slug = slugOf(def);
  if (!slug) return { definition: 'not in the card library', scenarios: null };
  return { definition: `src-shared/engine/cards/defs/${slug}.ts`, scenarios: SCENARIO_FILES[slug] ? `tests/cards/scenarios/${slug}.ts` : def.template ? `tests/cards/templates (${def.template.kind})` : null };
}

export function scenariosOf(def: CardDef): readonly Scenario[] {
  const slug = slugOf(def);
  const own = slug ? (SCENARIO_FILES[slug] ?? []) : [];
  const template = def.template ? SCENARIO_TEMPLATES[def.template.kind] : undefined;
  if (def.template && !template) throw new Error(`${def.name}: no scenario template "${def.template.kind}" in tests/cards/templates`);
  const made = template ? template(def, ...(def.template?.args as never[])) : [];
  return [...made, ...own];
}
