/**
 * A hazard that "may be played as a hazard creature … or as a permanent-event" (PlaySpec `orCreature`; phases/movementHazard.ts
 * playCreature): its player chooses by the action, both offered.
 */
import { describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { combatOf } from '../cards/kit/hazardSteps';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

function moving(k: ScenarioKit): number {
  const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Lórien');
  k.movement(id, 'Rivendell', ['Arthedain']);
  return k.hand(1, 'Gandalf the White Rider');
}

describe('creature or permanent-event', () => {
  it('"As a creature … As a permanent-event …": both ways are offered; playCreature makes the attack', () => {
    const k = new ScenarioKit(fixtures().cards);
    const inst = moving(k);
    const legal = k.legal(1);
    expect(legal).toContainEqual({ type: 'playCreature', inst });
    expect(legal.some((a) => a.type === 'playCard' && a.inst === inst)).toBe(true);
    k.act(1, { type: 'playCreature', inst });
    expect(combatOf(k).attack.creature).toBe(inst);
  });

  it('playCard plays the permanent-event: it stays in play, no attack', () => {
    const k = new ScenarioKit(fixtures().cards);
    const inst = moving(k);
    k.play(1, inst);
    expect(k.where(inst)).toBe('playArea');
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(false);
  });

  it('a defined hazard without orCreature is played only by its definition', () => {
    const def = DEFS_BY_SLUG['gandalf-the-white-rider'] as CardDef;
    const restore = swapCardDef(def, { ...def, play: { side: 'hazard', windows: ['hazard'] } });
    try {
      const k = new ScenarioKit(fixtures().cards);
      const inst = moving(k);
      expect(k.refused(1, { type: 'playCreature', inst }).code).toBe('DEFINED');
    } finally {
      restore();
    }
  });
});
