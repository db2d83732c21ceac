/** The starting minor item draft's choices (phases/startingItems.ts): cards whose text keeps them out of a starting company. */
import { describe, expect, it } from 'vitest';
import { startingItemChoices } from '../../src-shared/engine/phases/startingItems';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

describe('starting minor item draft', () => {
  it('"may not be included with a hero starting company" (Deadly Dart): left out for a Wizard player, offered to a Ringwraith player', () => {
    for (const [alignment, offered] of [['wizard', false], ['ringwraith', true]] as const) {
      const k = new ScenarioKit(fixtures().cards, [alignment, alignment === 'wizard' ? 'ringwraith' : 'wizard']);
      k.company(0, [alignment === 'wizard' ? 'Bilbo' : 'Tarcil'], alignment === 'wizard' ? 'Rivendell' : 'Minas Morgul');
      const dart = k.spawn('Deadly Dart', 0);
      k.s.sets[alignment]?.decks.minor.push(dart);
      expect(startingItemChoices(k.s, 0, alignment).includes(dart)).toBe(offered);
    }
  });
});
