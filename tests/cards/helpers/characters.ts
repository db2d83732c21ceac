/** Character scenarios shared by several cards: a Ringwraith's own figures, cards put into discard piles. */
import { toDiscard, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

/**
 * A Ringwraith at Minas Morgul: no general influence used (he is the player's avatar), his printed direct influence,
 * and no corruption check (Arda Revised, universal abilities: "Ringwraith characters may never make corruption checks").
 */
export function ringwraithScenario(name: string): Scenario {
  return {
    title: `${name}: an avatar using no general influence, his direct influence, no corruption checks`,
    run: (k) => {
      minionTurn(k);
      const { chars } = k.company(1, [name], 'Minas Morgul');
      const ch = chars[0] as number;
      const card = k.card(name, 1);
      k.equal(card.race, 'Ringwraith', `${name} is a Ringwraith`);
      k.equal(k.usedGI(1), 0, 'general influence used');
      k.equal(k.unusedDI(ch), card.di, 'his unused direct influence');
      k.rig([1, 1]);
      const events = k.corruptionCheck(ch);
      k.expect(!events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption'), 'no corruption check is rolled');
      k.expect(k.s.chars[ch] !== undefined, `${name} stays in play`);
    },
  };
}

/** Cards put into the seat's set's discard piles (for scenarios). */
export function discarded(k: ScenarioKit, seat: number, names: string[]): number[] {
  return names.map((n) => {
    const inst = k.spawn(n, seat);
    toDiscard(k.s, inst, { events: [] });
    return inst;
  });
}
