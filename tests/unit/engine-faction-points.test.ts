/**
 * `factionPoints` (effects/types.ts; scoring.ts factionBonuses), on Alliance of Free Peoples: "If at least one hero Dwarf faction,
 * one hero Elf faction, and one hero Man faction is in play, all hero Dwarf factions, hero Elf factions, and hero Man factions give
 * an additional marshalling point."
 */
import { describe, expect, it } from 'vitest';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

function position(withElves: boolean): ScenarioKit {
  const k = new ScenarioKit(fixtures().cards);
  k.inPlay(0, 'Blue Mountain Dwarves');
  if (withElves) k.inPlay(0, 'Wood-elves');
  k.inPlay(0, 'Men of Dale');
  k.inPlay(0, 'Hobbits');
  k.inPlay(1, 'Alliance of Free Peoples');
  return k;
}

describe('factionPoints', () => {
  it('one of each race in play: each Dwarf, Elf and Man faction gives one more point, a Hobbit faction none (3+3+2+1 → 12)', () => {
    expect(scoreSheet(position(true).s, 0).faction).toBe(12);
  });
  it('"If at least one … hero Elf faction … is in play": without one, no additional point (3+2+1)', () => {
    expect(scoreSheet(position(false).s, 0).faction).toBe(6);
  });
});
