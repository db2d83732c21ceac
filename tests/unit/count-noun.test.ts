/**
 * Counts in the validator's messages read right for one ("holds 1 Wizard", not "1 Wizards"):
 * every kind label of every profile, singular after 1 and unchanged after any other count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProfile, PROFILE_IDS } from '../../src-shared/arda/profiles';
import { countNoun } from '../../src-shared/arda/validate';

const labels = PROFILE_IDS.flatMap((id) => {
  const profile = getProfile(id)!;
  const groups = Object.values(profile.decks).flatMap((rule) => rule?.composition ?? []);
  return [...groups.map((g) => g.label), ...(profile.setup ?? []).map((s) => s.label)];
});

describe('countNoun', () => {
  it('the profiles have kind labels to count', () => {
    expect(labels).toContain('Wizards');
    expect(labels.length).toBeGreaterThanOrEqual(5);
  });

  it('one of a kind drops the "s" of its first plural word, and only that; a singular label stays', () => {
    for (const label of labels) {
      const one = countNoun(1, label);
      const plural = /\b[A-Za-z-]+[a-rt-z]s\b/.exec(label);
      if (!plural) {
        expect(one, label).toBe(label);
        continue;
      }
      expect(one, label).toBe(label.slice(0, plural.index + plural[0].length - 1) + label.slice(plural.index + plural[0].length));
    }
    expect(countNoun(1, 'Wizards')).toBe('Wizard');
    expect(countNoun(1, 'characters of mind 6 or more')).toBe('character of mind 6 or more');
  });

  it('any other count keeps the plural label', () => {
    fc.assert(
      fc.property(fc.constantFrom(...labels), fc.integer({ min: -5, max: 10_000 }).filter((n) => n !== 1), (label, n) => countNoun(n, label) === label),
    );
  });
});
