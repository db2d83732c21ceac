import { notOnAnAlly } from '../helpers/onAttack';
import { assignEach, attackWindow, resolveStrike, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  notOnAnAlly('Dodge'),
  {
    title: 'Gimli defeats the strike and stays untapped; Dodge is not playable before strikes are assigned',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Dodge' });
      const gimli = chars[0] as number;
      k.expect(!k.canPlay(0, card), 'no strike yet');
      assignEach(k, chars);
      k.play(0, card, gimli);
      const roll = resolveStrike(k, gimli, [6, 6, 6, 6]);
      k.equal(roll?.prowess, k.card('Gimli').prowess ?? 0, 'no -3 for staying untapped');
      k.equal(k.s.status[gimli], undefined, 'Gimli stays untapped');
      k.expect(!k.s.mods.some((m) => m.inst === gimli), 'the effect ends with the strike');
    },
  },
  {
    title: 'wounded by the strike: Gimli is wounded and his body counts -1 in the body check',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Dodge' });
      const gimli = chars[0] as number;
      assignEach(k, chars);
      k.play(0, card, gimli);
      resolveStrike(k, gimli, [1, 1, 1, 1]);
      const check = rollOf(k, 'bodyCheck');
      k.equal(check?.body, (k.card('Gimli').body ?? 0) - 1, 'body in the body check');
      k.equal(k.s.status[gimli], 'wounded', 'Gimli');
    },
  },
];
export default scenarios;
