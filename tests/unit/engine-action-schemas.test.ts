/**
 * One source of truth for actions (issue 21): the API's action schema is the union of the schemas the engine's
 * handlers declare, so every action the engine offers is one the API accepts. Before, a human Ringwraith clicking
 * "assumes Black Rider mode" got `Invalid discriminator value` (the API's hand-written list lacked assumeMode,
 * chooseRing, saveRing, drawRings and playProneToViolence).
 */
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../src-shared/api/schemasGames';
import { actors, applyInPlace, createGame, HANDLERS, legalActions } from '../../src-shared/engine';
import { chooseBotAction } from '../../src-shared/engine/bots/planner';
import type { Action, GameSetup } from '../../src-shared/engine/types';
import { darkSetup } from './engine-fixtures/darkArdaFixtures';
import { setupFor } from './engine-fixtures/fixtures';

/** Plays a bot game to its end, checking that every legal action of every deciding seat passes the API's schema. */
function everyOfferAccepted(setup: GameSetup, maxActions = 4000): { types: Set<string>; refused: string[] } {
  const s = createGame(setup);
  const types = new Set<string>();
  const refused: string[] = [];
  for (let k = 0; k < maxActions && !s.result; k++) {
    const deciders = actors(s);
    for (const seat of deciders)
      for (const a of legalActions(s, seat)) {
        types.add(a.type);
        const parsed = actionSchema.safeParse(a);
        if (!parsed.success) refused.push(`${JSON.stringify(a)}: ${parsed.error.issues[0]?.message}`);
        else expect(parsed.data).toEqual(a);
      }
    const seat = deciders[k % deciders.length] as number;
    const action = chooseBotAction(s, seat, 'simple') as Action;
    const r = applyInPlace(s, seat, action);
    if (!r.ok) throw new Error(r.rejection.message);
  }
  return { types, refused };
}

describe('the API accepts every action the engine offers', () => {
  it('the five Dark Arda actions the old schema refused are accepted, with their fields checked', () => {
    const ok: Action[] = [
      { type: 'assumeMode', mode: 'Black Rider' },
      { type: 'assumeMode', mode: null },
      { type: 'chooseRing', inst: 12 },
      { type: 'chooseRing', inst: null },
      { type: 'saveRing', inst: 3, whispers: 4 },
      { type: 'drawRings', count: 2 },
      { type: 'playProneToViolence', inst: 7 },
    ];
    for (const a of ok) expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
    const bad = [{ type: 'assumeMode', mode: 'Dark Lord' }, { type: 'drawRings', count: 3 }, { type: 'saveRing', inst: 3 }, { type: 'chooseRing', inst: -1 }, { type: 'endPhase', extra: 1 }];
    for (const a of bad) expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(false);
  });

  it('every handler declares the schema of its own action type', () => {
    for (const [type, h] of Object.entries(HANDLERS)) {
      const shape = (h.schema as unknown as { shape: { type: { value: string } } }).shape;
      expect(shape.type.value, type).toBe(type);
    }
  });

  it('Arda Revised (Wizard against Ringwraith, 2 and 5 seats): every offer of every step passes', () => {
    for (const setup of [setupFor(['wizard', 'ringwraith'], 'schema-2'), setupFor(['wizard', 'ringwraith', 'wizard', 'ringwraith', 'wizard'], 'schema-5')]) {
      const { refused, types } = everyOfferAccepted(setup);
      expect(refused).toEqual([]);
      expect(types.has('playCard')).toBe(true);
    }
  });

  it('Dark Arda (3 seats): the modes, rings and Prone to Violence offers pass', () => {
    const { refused, types } = everyOfferAccepted(darkSetup(3, 'schema-dark'));
    expect(refused).toEqual([]);
    expect(types.has('assumeMode')).toBe(true);
  });
});
