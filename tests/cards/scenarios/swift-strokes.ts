import { notOnAnAlly } from '../helpers/onAttack';
import { assignEach, attackWindow, resolveStrike } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  notOnAnAlly('Swift Strokes', false, 'Beorn'),
  {
    title: 'Gimli rolls 2 then 12 and uses 12, at +1 prowess; Bilbo is no warrior',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Swift Strokes' });
      const [gimli, bilbo] = chars as [number, number];
      assignEach(k, chars);
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is no warrior');
      k.play(0, card, gimli);
      const roll = resolveStrike(k, gimli, [1, 1, 6, 6, 1, 1]);
      k.equal(roll?.prowess, (k.card('Gimli').prowess ?? 0) + 1, "Gimli's prowess");
      k.equal(roll?.total, 12 + (k.card('Gimli').prowess ?? 0) + 1, 'the better roll is used');
      k.expect(!k.s.mods.some((m) => m.inst === gimli), 'the effect ends with the strike');
    },
  },
];
export default scenarios;
