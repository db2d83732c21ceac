import { bodyOf } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { playedAtScenario } from '../helpers/allies';

const name = 'War-warg';

/** Tarcil, controlling the War-warg, alone in a company attacked by `creature`; the defender assigns strikes to `targets` (of Tarcil, War-warg). */
function strikesOn(k: ScenarioKit, creature: string, targets: ('tarcil' | 'warg')[]): { tarcil: number; warg: number } {
  const { id, chars } = k.company(0, ['Tarcil'], 'Isengard');
  const tarcil = chars[0] as number;
  const warg = k.ally(tarcil, name);
  k.creatureAttack(id, creature);
  k.passAll();
  for (const t of targets) if (k.top()?.kind === 'combat') k.act(0, { type: 'assignStrike', target: t === 'warg' ? warg : tarcil });
  return { tarcil, warg };
}

const scenarios: Scenario[] = [
  playedAtScenario({ name, minion: true, at: { site: 'Weathertop', tapped: true }, notAt: 'Buhr Widu' }),
  {
    title: '"If the War-warg and its controlling character are both targets of strikes from the same attack, you may tap War-warg to give +2 body to its controlling character" (Wargs, two strikes)',
    run: (k0) => {
      const k = minionKit(k0);
      const { tarcil, warg } = strikesOn(k, 'Wargs', ['tarcil', 'warg']);
      const body = bodyOf(k.s, tarcil);
      k.use(0, warg, 0);
      k.equal(k.s.status[warg], 'tapped', name);
      k.equal(bodyOf(k.s, tarcil), body + 2, "Tarcil's body");
    },
  },
  {
    title: 'not when only its controlling character faces a strike (Fell Turtle, one strike)',
    run: (k0) => {
      const k = minionKit(k0);
      const { warg } = strikesOn(k, 'Fell Turtle', ['tarcil']);
      k.expect(k.top()?.kind === 'combat', 'the strike to resolve');
      k.expect(!k.canUse(0, warg, 0), 'War-warg faces no strike');
    },
  },
];
export default scenarios;
