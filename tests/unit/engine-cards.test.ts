/**
 * Every card definition's scenarios, on the real card data: one test per card. These are
 * the same scenarios `game coverage` runs before it counts a card as automated.
 */
import { describe, expect, it } from 'vitest';
import { allDefs, defOf } from '../../src-shared/engine/effects/defs';
import { manualReasonOf, runScenarios } from '../cards/registry';
import manualReasons from '../cards/manual-reasons.json';
import { scenariosOf } from '../cards/scenarios';
import { fixtures } from './engine-fixtures/fixtures';

describe('card definitions play their text', () => {
  const { cards } = fixtures();
  for (const def of allDefs()) {
    it(`${def.name}: ${def.text.slice(0, 80)}`, () => {
      expect(scenariosOf(def).length, 'at least one scenario').toBeGreaterThan(0);
      const failures = runScenarios(def, cards).filter((r) => !r.ok).map((r) => `${r.title}: ${r.error}`);
      expect(failures).toEqual([]);
    });
  }
  it('no two definitions claim the same card', () => {
    const seen = new Set<string>();
    for (const def of allDefs()) {
      const key = `${def.name.toLowerCase()}|${(def.alignment ?? ['*']).join(',')}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
  it('a reason for playing a card by hand names a card of the pool that has no definition', () => {
    const named = Object.keys(manualReasons).filter((k) => !k.startsWith('$'));
    const all = Object.values(cards);
    for (const key of named) {
      const [name, alignment] = key.split('|');
      const matching = all.filter((c) => c.name === name && (!alignment || c.alignment === alignment));
      expect(matching.length, `manual-reasons.json names "${key}", which is no card`).toBeGreaterThan(0);
      for (const c of matching) {
        expect(defOf(c), `"${key}" has a definition now: remove it from manual-reasons.json`).toBeUndefined();
        expect(manualReasonOf(c)).toBe(manualReasons[key as keyof typeof manualReasons]);
      }
    }
  });
});
