import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { combatNow } from '../helpers/creatures';

/** The defender assigns each strike of the current attack to a character of `chars` (in order); the targets. */
function faceAllStrikes(k: ScenarioKit, chars: number[]): number[] {
  for (const ch of chars) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
  k.passAll();
  return (combatNow(k)?.slots ?? []).map((x) => x.target);
}

const scenarios: Scenario[] = [
  ...creatureScenarios('Chill Douser'),
  ...[true, false].map((cancelled) => ({
    title: `Chill Douser: ${cancelled ? 'its attack cancelled, a later Undead attack is unchanged' : 'a later Undead attack against the company receives +1 strike and +1 prowess, an Orc attack does not'}`,
    run: (k: ScenarioKit) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II', 'Gimli', 'Legolas', 'Faramir'], 'Rivendell');
      const [bilbo] = chars as [number];
      // At a Ruins & Lairs [{R}]: Chill Douser, Stirring Bones (Undead) and Wild Trolls are keyed there.
      k.keyTo(id, 'Wild Trolls');
      k.creatureAttack(id, 'Chill Douser');
      (k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number }).limit = 5;
      k.passAll();
      if (cancelled) k.play(0, k.hand(0, 'Concealment'), bilbo);
      else
        for (const slot of [...(faceAllStrikes(k, chars) ?? [])]) {
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: slot, stayUntapped: false });
          k.passAll();
        }
      k.expect(combatNow(k) === null, 'the attack of Chill Douser is over');
      k.creatureAttack(id, 'Stirring Bones');
      const bones = k.allEvents.filter((e) => e.type === 'attack').at(-1);
      const card = k.card('Stirring Bones', 1);
      k.equal(bones?.strikes, (card.strikes ?? 0) + (cancelled ? 0 : 1), 'strikes of Stirring Bones');
      k.equal(bones?.prowess, (card.prowess ?? 0) + (cancelled ? 0 : 1), 'prowess of Stirring Bones');
      if (cancelled) return;
      k.s.stack = k.s.stack.filter((x) => x.kind !== 'combat' && x.kind !== 'chain');
      k.creatureAttack(id, 'Wild Trolls');
      const trolls = k.allEvents.filter((e) => e.type === 'attack').at(-1);
      k.equal(trolls?.strikes, k.card('Wild Trolls', 1).strikes, 'strikes of Wild Trolls (not Undead)');
      k.equal(trolls?.prowess, k.card('Wild Trolls', 1).prowess, 'prowess of Wild Trolls (not Undead)');
    },
  })),
];
export default scenarios;
