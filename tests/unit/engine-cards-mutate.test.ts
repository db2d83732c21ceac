/**
 * The mutation check of the card definitions (tests/cards/mutate, `npm run cards:mutate`) on a seeded sample: every mutant
 * of a sampled definition must be killed by one of its scenarios, except the known survivors of the checked-in baseline
 * (tests/cards/mutate/known-survivors.json), and every baseline entry of a sampled definition must still survive, so the
 * baseline only shrinks. Change SAMPLE_SEED to check other definitions (the soak checks them all: `npm run soak -- --mutate`).
 */
import { describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { defOf, swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { mutantsOf } from '../cards/mutate/mutants';
import { againstBaseline, allSlugs, loadBaseline, mutateAll, mutateDefinition, sample } from '../cards/mutate/run';
import { fixtures } from './engine-fixtures/fixtures';

const SAMPLE_SEED = 'mutate-1';
const SAMPLE_SIZE = 25;

const baseline = loadBaseline();

describe('card definitions: mutation check', () => {
  const { cards } = fixtures();

  it('the mutation engine lists the mutants of a known definition and kills a planted one', () => {
    const def = DEFS_BY_SLUG['shield-of-iron-bound-ash'] as CardDef;
    expect(mutantsOf(def).map((m) => m.name)).toEqual([
      'static[0] removed',
      'static[0].body.bonus 1→0',
      'static[0].body.max 8→7',
      'static[0].body.max 8→0',
      'abilities[0] removed',
      'abilities[0].requires[0] removed',
      'abilities[0].requires[0] negated',
      'abilities[0].costs[0] removed',
      'abilities[0].effects[0] removed',
      'abilities[0].effects[0].delta 1→0',
    ]);
    // A mutant changes only its copy: the definition itself is untouched.
    const planted = mutantsOf(def).find((m) => m.name === 'static[0].body.bonus 1→0')?.def as CardDef;
    expect(def.static?.[0]).toMatchObject({ body: { bonus: 1, max: 8 } });
    expect(planted.static?.[0]).toMatchObject({ body: { bonus: 0, max: 8 } });
    // The engine reads the swapped definition, and the original once restored.
    const card = Object.values(cards).find((c) => c.name === 'Shield of Iron-bound Ash' && c.alignment === 'Hero');
    expect(card).toBeDefined();
    const restore = swapCardDef(def, planted);
    expect(defOf(card!)).toBe(planted);
    restore();
    expect(defOf(card!)).toBe(def);
    // Every mutant of it is killed by its scenarios (the +1 body is seen on Damrod, body 7).
    const result = mutateDefinition('shield-of-iron-bound-ash', def, cards);
    expect(result.mutants.filter((m) => !m.killed)).toEqual([]);
    expect(result.mutants.find((m) => m.name === 'static[0].body.bonus 1→0')?.by).toMatch(/Damrod/);
  });

  it('the baseline names existing definitions and mutants, each with a reason', () => {
    for (const [slug, mutants] of Object.entries(baseline)) {
      const def = DEFS_BY_SLUG[slug];
      expect(def, slug).toBeDefined();
      const names = new Set(mutantsOf(def as CardDef).map((m) => m.name));
      for (const [name, reason] of Object.entries(mutants)) {
        expect(names.has(name), `${slug}: ${name}`).toBe(true);
        expect(reason.length, `${slug}: ${name} needs a reason`).toBeGreaterThan(10);
      }
    }
  });

  it(`a sample of ${SAMPLE_SIZE} definitions (seed ${SAMPLE_SEED}): no survivor beyond the baseline, no stale baseline entry`, () => {
    const results = mutateAll(sample(allSlugs(), SAMPLE_SIZE, SAMPLE_SEED), cards);
    const problems = againstBaseline(results, baseline);
    expect(problems).toEqual([]);
    expect(results.reduce((n, r) => n + r.mutants.length, 0)).toBeGreaterThan(SAMPLE_SIZE);
  }, 120_000);
});
