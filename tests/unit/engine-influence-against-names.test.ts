/**
 * `influenceAgainst` with `names` / `homeSites` (effects/types.ts; effects/statics.ts itemInfluence), on To Fealty Sworn: "+5
 * direct influence against the Hobbits faction and characters with Bag End as a home site" — not against another faction, nor a
 * character with another home site.
 */
import { describe, expect, it } from 'vitest';
import type { RollEvent } from '../../src-shared/engine/cards/cardApi';
import { ScenarioKit } from '../cards/kit/kit';
import { playing } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

const name = 'To Fealty Sworn';

function attempt(site: string, target: (k: ScenarioKit) => number): number | undefined {
  const k = new ScenarioKit(fixtures().cards);
  const { id, chars } = k.company(0, ['Bilbo'], site);
  const bilbo = chars[0] as number;
  k.attach(bilbo, name, 0);
  playing(k, id, true);
  const t = target(k);
  k.rig([3, 3, 3, 3]);
  k.act(0, { type: 'influenceAttempt', influencer: bilbo, target: t });
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
  return (roll?.mods ?? []).find((m) => m.label === name)?.value;
}

describe('influenceAgainst by name and home site', () => {
  it('"+5 direct influence against the Hobbits faction": +5 against Hobbits', () => {
    expect(attempt('Bag End', (k) => k.inPlay(1, 'Hobbits'))).toBe(5);
  });
  it('not against another faction (Rangers of the North at Bree)', () => {
    expect(attempt('Bree', (k) => k.inPlay(1, 'Rangers of the North'))).toBeUndefined();
  });
  it('"and characters with Bag End as a home site": +5 against Frodo', () => {
    expect(attempt('Bag End', (k) => k.company(1, ['Frodo'], 'Bag End').chars[0] as number)).toBe(5);
  });
  it('not against a character with another home site (Aragorn II, Bree)', () => {
    expect(attempt('Bree', (k) => k.company(1, ['Aragorn II'], 'Bree').chars[0] as number)).toBeUndefined();
  });
});
