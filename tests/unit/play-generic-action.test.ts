/**
 * An action type the Play screen has no words for yet (a rules module added it later, e.g. a Dark
 * Arda setup decision) is still offered: grouped under Setup and described from its fields, card
 * instances by their names, on a real game's view.
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src-shared/engine';
import type { Action } from '../../src-shared/engine/types';
import { groupActions } from '../../src-shared/play/decision';
import { describeAction, genericActionText } from '../../src-shared/play/describe';
import { phaseName } from '../../src-shared/play/logRows';
import { atFirstTurn } from './engine-fixtures/fixtures';

describe('actions without their own words', () => {
  const state = atFirstTurn(['ringwraith', 'ringwraith'], 'generic-action');
  const view = viewFor(state, state.turn.active);
  const me = view.players[state.turn.active]!;
  const inst = me.hand[0]!;
  const name = view.catalog.cards[view.cardOf[inst]!]!.name;
  const unknown = { type: 'chooseFollowers', inst, chars: [inst], mode: 'heralded' } as unknown as Action;

  it('reads the type in words and names the cards', () => {
    const text = describeAction({ view }, me.seat, unknown);
    expect(text).toBe(genericActionText({ view }, unknown));
    expect(text).toBe(`Choose followers (inst: ${name}; chars: ${name}; mode: heralded)`);
  });

  it('is offered under Setup, beside the known actions, each action in one group', () => {
    const known: Action = { type: 'endPhase' };
    const groups = groupActions(view, me.seat, [known, unknown]);
    expect(groups.map((g) => g.title)).toEqual(['Setup', 'End the phase / pass']);
    expect(groups.flatMap((g) => g.choices.map((c) => c.action))).toEqual([unknown, known]);
  });

  it('log headings name every step kind, a later one in its words', () => {
    expect(phaseName('selectRingwraith')).toBe('Setup: Ringwraith selection');
    expect(phaseName('waitTurn')).toBe('End-of-turn phase');
    expect(phaseName('chooseMountDoomPath')).toBe('Choose mount doom path');
  });
});
