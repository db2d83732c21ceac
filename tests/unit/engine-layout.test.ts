/**
 * The card library's layout (src-shared/engine/README.md, "Card library"): the engine core never imports a card file, card
 * code imports the engine only through cards/cardApi.ts, no runtime import cycle runs through the engine, and the generated
 * indexes are those `npm run cards:index` writes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryText, testsIndexText } from '../../scripts/cards-index';

const ROOT = resolve(__dirname, '../..');
const ENGINE = join(ROOT, 'src-shared/engine');
const CARDS = join(ENGINE, 'cards');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** A file's runtime imports (type-only imports erased), resolved to files. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    if (m[2]) continue;
    const base = resolve(dirname(file), m[3] as string);
    const target = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    if (target) out.push(target);
  }
  return out;
}

const rel = (p: string) => relative(ROOT, p);
const inCards = (p: string) => p.startsWith(`${CARDS}/`);
const engineFiles = files(ENGINE);

describe('the card library and the engine', () => {
  it('the engine core never imports a card file (only the composition root, src-shared/engine/index.ts, does)', () => {
    const bad: string[] = [];
    for (const f of engineFiles.filter((x) => !inCards(x) && x !== join(ENGINE, 'index.ts')))
      for (const t of runtimeImports(f)) if (inCards(t)) bad.push(`${rel(f)} → ${rel(t)}`);
    expect(bad).toEqual([]);
  });

  it('split card code (cards/defs, cards/vocab) imports the engine only through cards/cardApi.ts', () => {
    const bad: string[] = [];
    for (const f of engineFiles.filter((x) => x.startsWith(join(CARDS, 'defs/')) || x.startsWith(join(CARDS, 'vocab/'))))
      for (const t of runtimeImports(f)) if (!inCards(t) && !t.startsWith(join(ROOT, 'src-shared/text/'))) bad.push(`${rel(f)} → ${rel(t)}`);
    expect(bad).toEqual([]);
  });

  it('no runtime import cycle runs through a card file (strongly connected parts of the import graph)', () => {
    const graph = new Map(engineFiles.map((f) => [f, runtimeImports(f).filter((t) => t.startsWith(`${ENGINE}/`))]));
    // Tarjan's strongly connected components: a part of more than one file is a cycle.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const parts: string[][] = [];
    const connect = (v: string) => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!index.has(w)) {
          connect(w);
          low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
      if (low.get(v) === index.get(v)) {
        const part: string[] = [];
        let w: string;
        do {
          w = stack.pop() as string;
          onStack.delete(w);
          part.push(w);
        } while (w !== v);
        parts.push(part);
      }
    };
    for (const f of engineFiles) if (!index.has(f)) connect(f);
    const bad = parts.filter((p) => p.length > 1 && p.some(inCards)).map((p) => p.map(rel).sort().join(', '));
    expect(bad).toEqual([]);
  });

  it('card code lives in cards/defs (one definition per file) and cards/vocab, beside only the interface and the index', () => {
    const present = engineFiles.filter((f) => inCards(f) && dirname(f) === CARDS).map((f) => rel(f));
    expect(present.sort(), 'card code belongs in cards/defs or cards/vocab').toEqual(['src-shared/engine/cards/cardApi.ts', 'src-shared/engine/cards/library.ts']);
  });

  it('the indexes are those `npm run cards:index` writes', () => {
    expect(readFileSync(join(CARDS, 'library.ts'), 'utf8')).toBe(libraryText());
    expect(readFileSync(join(ROOT, 'tests/cards/index.ts'), 'utf8')).toBe(testsIndexText());
  });
});
