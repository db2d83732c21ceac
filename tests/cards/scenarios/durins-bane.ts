import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { combatNow } from '../helpers/creatures';

const NAME = "Durin's Bane";

/** A hero company staying at `site`, hazard player to play. */
function staying(k: ScenarioKit, site: string): { id: string; chars: number[] } {
  const co = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], site);
  k.movement(co.id, null);
  return co;
}

const scenarios: Scenario[] = [
  {
    title: `${NAME}: "May be played at The Under-gates and at all of its adjacent sites": at Moria, two strikes with its printed prowess and body`,
    run: (k) => {
      const { id } = staying(k, 'Moria');
      k.act(1, { type: 'playCreature', inst: k.hand(1, NAME) });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.strikes, 2, 'strikes');
      k.equal(attack?.prowess, k.card(NAME, 1).prowess, 'prowess');
      k.equal(attack?.body ?? null, k.card(NAME, 1).body, 'body');
      k.equal(combatNow(k)?.attack.companyId, id, 'the company at Moria is attacked');
    },
  },
  {
    title: `${NAME}: not playable at another Shadow-hold (Goblin-gate)`,
    run: (k) => {
      staying(k, 'Goblin-gate');
      k.refused(1, { type: 'playCreature', inst: k.hand(1, NAME) });
    },
  },
  {
    title: `${NAME}: "all body checks resulting from a successful strike are modified by +1"`,
    run: (k) => {
      const { chars } = staying(k, 'Moria');
      const [aragorn] = chars as [number];
      k.act(1, { type: 'playCreature', inst: k.hand(1, NAME) });
      k.passAll();
      k.act(0, { type: 'assignStrike', target: aragorn });
      k.act(0, { type: 'assignStrike', target: chars[1] as number });
      k.passAll();
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
      k.passAll();
      const check = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === aragorn) as (RollEvent & { mods?: { value: number }[] }) | undefined;
      k.equal(check?.total, 2 + 1, 'Aragorn II\'s body check: 1 + 1 on the dice, +1');
    },
  },
];
export default scenarios;
