/**
 * Every card definition's scenarios, on the real card data: one test per card. These are
 * the same scenarios `game coverage` runs before it counts a card as automated.
 */
import { describe, expect, it } from 'vitest';
import { allDefs } from '../../src-shared/engine/effects/defs';
import { runScenarios } from '../cards/registry';
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
});
