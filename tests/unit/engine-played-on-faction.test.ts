/**
 * A resource event played on a faction (`GameState.playedOn`, cards/vocab/onCard.ts) that changes it — One Dear to You: "-1 faction
 * marshalling points. Any influence attempt against the faction is modified by -8 and Muster may not be used against the faction":
 * a static `mpDelta` changes its player's points of a category (scoring.ts), and an `influenceAttempts` static with `onCard` changes
 * only attempts against the card it lies on, with `ignores` the cards whose modification counts for nothing there (statics.ts
 * factionAttempts, attemptIgnores; phases/influence.ts, Arda Revised §9 "Influencing an opponent's faction").
 */
import { describe, expect, it } from 'vitest';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { influenceOdds } from '../../src-shared/engine/phases/influence';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

function position() {
  const k = new ScenarioKit(fixtures().cards);
  const gimli = k.company(0, ['Gimli'], 'Ettenmoors').chars[0] as number;
  const trolls = k.inPlay(1, 'Hill Trolls');
  const orcs = k.inPlay(1, 'Orcs of Angmar');
  return { k, gimli, trolls, orcs };
}

describe('an event played on a faction', () => {
  it('"-1 faction marshalling points": the faction points of its player drop by one while it is in play', () => {
    const { k, trolls } = position();
    const before = scoreSheet(k.s, 1).faction;
    const card = k.inPlay(1, 'One Dear to You');
    (k.s.playedOn ??= {})[card] = trolls;
    expect(scoreSheet(k.s, 1).faction).toBe(before - 1);
  });

  it('"Any influence attempt against the faction is modified by -8 and Muster may not be used against the faction": only that faction', () => {
    const { k, gimli, trolls, orcs } = position();
    k.s.mods.push({ inst: gimli, stat: 'factionCheck', delta: 5, label: 'Muster' });
    const plain = influenceOdds(k.s, 0, gimli, trolls).modifier;
    const other = influenceOdds(k.s, 0, gimli, orcs).modifier;
    const card = k.inPlay(1, 'One Dear to You');
    (k.s.playedOn ??= {})[card] = trolls;
    expect(influenceOdds(k.s, 0, gimli, trolls).modifier).toBe(plain - 8 - 5);
    expect(influenceOdds(k.s, 0, gimli, orcs).modifier).toBe(other);
  });
});
