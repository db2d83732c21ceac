/** Items' "+N to direct influence against …" with a condition on the bearer and the target (effects/statics.ts itemInfluence, `targetIf`). */
import { describe, expect, it } from 'vitest';
import { itemInfluence } from '../../src-shared/engine/effects/statics';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

describe('influenceAgainst targetIf', () => {
  it('counts only where the condition holds of the influencer and the target (Whip: an Orc against a weaker character)', () => {
    const k = new ScenarioKit(fixtures().cards, ['ringwraith', 'wizard']);
    const [shagrat, tarcil] = k.company(0, ['Shagrat', 'Tarcil'], 'Bree').chars as [number, number];
    k.item(shagrat, 'Whip');
    k.item(tarcil, 'Whip');
    const [bilbo, aragorn] = k.company(1, ['Bilbo', 'Aragorn II'], 'Bree').chars as [number, number];
    expect(itemInfluence(k.s, shagrat, bilbo)).toEqual([{ label: 'Whip', value: 2 }]);
    expect(itemInfluence(k.s, shagrat, aragorn)).toEqual([]);
    expect(itemInfluence(k.s, tarcil, bilbo)).toEqual([]);
  });
});
