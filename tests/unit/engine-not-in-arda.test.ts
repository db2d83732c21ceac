/**
 * A requirement Arda never meets (Predicate `notInArda`, effects/query.ts holds; effects/chain.ts playProblem): a card whose
 * every use needs a Fallen-wizard or The Balrog — ARDA-DIGEST: "Excluded from a Dark Arda set: … Hero, Fallen-wizard/Stage
 * and Balrog alignment cards" — is never playable, and its refusal says why. Planted on Doors of Night (swapCardDef).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('notInArda requirement', () => {
  it('"Playable on a Fallen-wizard": never playable, refused with "Arda has no Fallen-wizards"', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    const doors = k.hand(1, 'Doors of Night');
    k.movement(id, 'Bree', ['Arthedain']);
    expect(k.canPlay(1, doors)).toBe(true);
    const def = DEFS_BY_SLUG['doors-of-night'] as CardDef;
    restore = swapCardDef(def, { ...def, play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'notInArda', why: 'Arda has no Fallen-wizards' }] } });
    expect(k.canPlay(1, doors)).toBe(false);
    const r = k.refused(1, { type: 'playCard', inst: doors, target: null });
    expect(r.code).toBe('NOT_PLAYABLE');
    expect(r.message).toBe('Doors of Night cannot be played: Arda has no Fallen-wizards');
  });
});
