/** A minion character's own "+N prowess against Elves": his strike against an Elf automatic-attack. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

/**
 * "+N prowess against … Elves": his company (four characters) enters Edhellond, whose first automatic-attack is Elves — 4 strikes
 * with 7 prowess; each character takes a strike and his strike roll uses his printed prowess plus N.
 */
export function prowessAgainstElvesScenario(name: string, delta: number): Scenario {
  return {
    title: `${name}: +${delta} prowess against an Elf attack (Edhellond's automatic-attack)`,
    run: (k) => {
      minionTurn(k);
      const { id, chars } = k.company(1, [name, 'Ivic', 'Râisha', 'Gergeli'], 'Edhellond');
      k.phase('site');
      k.act(1, { type: 'enterSite', companyId: id });
      k.passAll();
      for (const ch of chars) k.act(1, { type: 'assignStrike', target: ch });
      k.passAll();
      k.rig([1, 1, 1, 1]);
      k.act(1, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      const roll = k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike').at(-1);
      k.equal(roll?.prowess, (k.card(name, 1).prowess ?? 0) + delta, `${name}'s prowess against the Elves`);
    },
  };
}
