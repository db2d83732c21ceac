/**
 * The card library the engine reads: card definitions by card. The engine core never imports a
 * card file (cards/ imports the engine through cards/cardApi.ts); the composition root,
 * src-shared/engine/index.ts, registers the library once (`registerCardDefs`). A definition
 * applies to every printing with its (folded) name, or only to those of the alignments it lists.
 */
import { nameKey } from '../facts';
import type { EngineCard } from '../types';
import type { CardDef } from './types';

let library: readonly CardDef[] | null = null;
let byKey: Map<string, CardDef[]> | null = null;
/** Each card's definition (null: none), looked up once per card. */
let byCard = new WeakMap<EngineCard, CardDef | null>();
/** Counts changes of the library, so that caches of what definitions say (statics.ts) know when to start again. */
let generation = 0;

/** Installs the card library (the composition root does this once; tests may swap a definition in and out, cards:mutate). */
export function registerCardDefs(defs: readonly CardDef[]): void {
  library = defs;
  byKey = new Map();
  for (const def of defs) {
    const key = nameKey(def.name);
    const list = byKey.get(key) ?? [];
    list.push(def);
    byKey.set(key, list);
  }
  byCard = new WeakMap();
  generation++;
}

/** How many times the library has been (re)installed: a cache of definition data is stale once this changes. */
export function defsGeneration(): number {
  return generation;
}

/**
 * Test-only (`npm run cards:mutate`, tests/cards/mutate): puts `replacement` in the library in place of the registered
 * definition `original` and returns the function that puts `original` back. The app never calls it.
 */
export function swapCardDef(original: CardDef, replacement: CardDef): () => void {
  const defs = allDefs();
  const at = defs.indexOf(original);
  if (at < 0) throw new Error(`swapCardDef: ${original.name} is not a registered definition`);
  registerCardDefs(defs.map((d, i) => (i === at ? replacement : d)));
  return () => registerCardDefs(defs);
}

function index(): Map<string, CardDef[]> {
  if (!byKey) throw new Error('the card library is not loaded: import src-shared/engine (index.ts), which registers it');
  return byKey;
}

/** The definition of this card, if it has one. */
export function defOf(card: EngineCard): CardDef | undefined {
  const known = byCard.get(card);
  if (known !== undefined) return known ?? undefined;
  const list = index().get(card.key);
  const def = list?.find((d) => !d.alignment || d.alignment.includes(card.alignment));
  byCard.set(card, def ?? null);
  return def;
}

/** The definitions of the cards of this folded name (all alignments). */
export function defsOfKey(key: string): readonly CardDef[] {
  return index().get(key) ?? [];
}

/** Every definition (for coverage and tests). */
export function allDefs(): readonly CardDef[] {
  index();
  return library ?? [];
}
