/** Race names as card texts write them (effects/query.ts raceMatches): plurals, hyphenated kinds, accents. */
import { describe, expect, it } from 'vitest';
import { raceMatches } from '../../src-shared/engine/effects/query';

describe('race words', () => {
  it('plurals match the singular race ("Orcs", "Men", "Elves", "Dwarves", "Dúnedain")', () => {
    expect(raceMatches('Orc', ['Orcs'])).toBe(true);
    expect(raceMatches('Man', ['Men'])).toBe(true);
    expect(raceMatches('Elf', ['Elves'])).toBe(true);
    expect(raceMatches('Dwarf', ['Dwarves'])).toBe(true);
    expect(raceMatches('Dúnadan', ['Dúnedain'])).toBe(true);
  });

  it('accented names are one word: a Dúnadan is not a Drúadan, nor a Dwarf', () => {
    expect(raceMatches('Dúnadan', ['Drúadan'])).toBe(false);
    expect(raceMatches('Dúnadan', ['Dwarf'])).toBe(false);
    expect(raceMatches('Dûnadan', ['Dúnadan'])).toBe(true);
  });

  it('a hyphenated kind belongs to its race ("Orc-lieutenant" is an Orc), other races do not match', () => {
    expect(raceMatches('Orc-lieutenant', ['Orc'])).toBe(true);
    expect(raceMatches('Hobbit', ['Dwarf', 'Elf'])).toBe(false);
    expect(raceMatches(null, ['Orc'])).toBe(false);
  });
});
