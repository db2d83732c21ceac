/**
 * Cards whose printed condition Arda never meets (Predicate `notInArda`; ARDA-DIGEST §1.2 leaves out "Sauron-player cards (The Lidless
 * Eye, Sauron, Eye Never Sleeping, Powers Too Dark and Terrible, The Dark Power, The Great Eye)"; Arda Revised: "These rules … focus
 * only on the Wizards and Lidless Eye base sets", a Ringwraith player revealing his Ringwraith as his avatar): the requirement never
 * holds, and the refusal says why (effects/chain.ts playProblem) rather than only repeating the card's text.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace } from '../../src-shared/engine/api';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit, minionTurn } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

describe('requirements Arda never meets', () => {
  it('"Playable if you are Sauron": The Great Eye is not offered in the long-event phase, and its refusal says Arda has no Sauron player', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    minionTurn(k);
    k.company(1, ['Mauhúr'], 'Minas Morgul');
    k.phase('longEvent');
    const card = k.hand(1, 'The Great Eye');
    expect(k.canPlay(1, card)).toBe(false);
    const r = applyInPlace(k.s, 1, { type: 'playCard', inst: card, target: null });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toMatch(/^The Great Eye is never playable: Arda has no Sauron player/);
  });
});
