import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import { playedAtHaven, refusedAwayFromHaven } from '../helpers/havenEvents';
import { attackWindow, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Lore of the Ages';

const scenarios: Scenario[] = [
  {
    title: 'Legolas (an Elf) at Rivendell taps for it and keeps it',
    run: (k) => {
      playedAtHaven(k, name, 'Legolas', 'Gimli');
    },
  },
  refusedAwayFromHaven(name, 'Legolas', 'Gimli', 'Elf'),
  {
    title: '"When facing an attack, bearer may tap to give +1 prowess to all characters in his company against the attack. Bearer makes a corruption check."',
    run: (k) => {
      let card = -1;
      const { chars } = attackWindow(k, { names: ['Legolas', 'Gimli'], creature: 'Orc-watch', cards: [], prepare: (cs) => (card = k.attach(cs[0] as number, name, 0)) });
      const [legolas, gimli] = chars as [number, number];
      const far = k.company(0, ['Glorfindel II'], 'Lórien').chars[0] as number;
      k.expect(!k.canUse(0, k.attach(far, name, 0), 0), 'not the copy of a character in another company');
      const before = [prowessOf(k.s, legolas), prowessOf(k.s, gimli)];
      k.rig([6, 6]);
      k.use(0, card, 0);
      k.equal(k.s.status[legolas], 'tapped', 'the bearer taps');
      k.equal(prowessOf(k.s, gimli), (before[1] ?? 0) + 1, "Gimli's prowess");
      k.equal(prowessOf(k.s, legolas), (before[0] ?? 0) + 1, "Legolas's prowess");
      k.equal(rollOf(k, 'corruption')?.inst, legolas, "the bearer's corruption check");
    },
  },
];
export default scenarios;
