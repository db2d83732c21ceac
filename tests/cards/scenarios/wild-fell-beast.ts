import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { combatNow } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('Wild Fell Beast'),
  ...[false, true].map((cancelled) => ({
    title: `Wild Fell Beast: ${cancelled ? 'its attack cancelled, the untapped characters stay untapped' : 'following its attack, every untapped character in the company is tapped'}`,
    run: (k: ScenarioKit) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II', 'Gimli', 'Legolas', 'Faramir'], 'Rivendell');
      const [bilbo, aragorn, gimli, legolas] = chars as [number, number, number, number];
      const conceal = cancelled ? k.hand(0, 'Concealment') : -1;
      k.creatureAttack(id, 'Wild Fell Beast');
      // The attack window (the hazard player, with nothing to play, has passed): the defender cancels the attack before the attacker assigns its strikes.
      if (cancelled) {
        k.play(0, conceal, bilbo);
      } else k.passAll();
      if (!cancelled)
        for (const ch of [aragorn, gimli, legolas]) {
          k.act(1, { type: 'assignStrike', target: ch });
          k.passAll();
        }
      for (const slot of cancelled ? [] : [aragorn, gimli, legolas]) {
        k.rig([6, 6, 6, 6]);
        k.act(0, { type: 'resolveStrike', target: slot, stayUntapped: slot === aragorn });
        k.passAll();
      }
      k.expect(combatNow(k) === null, 'the attack is over');
      const untapped = chars.filter((c) => k.s.chars[c] && k.s.status[c] === undefined && c !== bilbo);
      k.equal(untapped.length, cancelled ? 4 : 0, 'untapped characters besides Bilbo');
      if (!cancelled) k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II (stayed untapped against his strike) is tapped');
    },
  })),
];
export default scenarios;
