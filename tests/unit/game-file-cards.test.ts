/**
 * Issue 21: "The game file schema accepts exactly what export writes". A game file carries the engine's facts of every card its
 * sets hold (setup.cards): each card of the reference card database, as the engine builds it, must pass the file's card schema —
 * a new card fact (an automatic-attack that "cannot be canceled") would otherwise make every exported game with that card refused.
 */
import { describe, expect, it } from 'vitest';
import { engineCardSchema } from '../../src-main/services/gameFile';
import { fixtures } from './engine-fixtures/fixtures';

describe('game files: the card facts the engine writes', () => {
  it('every card of the card database, as the engine builds it, passes the game file card schema', () => {
    const refused: string[] = [];
    for (const card of Object.values(fixtures().cards)) {
      const r = engineCardSchema.safeParse(card);
      if (!r.success) refused.push(`${card.id} ${card.name}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    expect(Object.keys(fixtures().cards).length).toBeGreaterThan(1000);
    expect(refused).toEqual([]);
  });
});
