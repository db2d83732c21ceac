import { assignEach, attackWindow, resolveStrike, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Gimli (warrior) defeats the strike and stays untapped; not before strikes are assigned',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Block' });
      const gimli = chars[0] as number;
      k.expect(!k.canPlay(0, card), 'no strike yet');
      assignEach(k, chars);
      k.play(0, card, gimli);
      const roll = resolveStrike(k, gimli, [6, 6, 6, 6]);
      k.equal(roll?.prowess, k.card('Gimli').prowess ?? 0, 'no -3 for staying untapped');
      k.equal(k.s.status[gimli], undefined, 'Gimli stays untapped');
    },
  },
  {
    title: 'wounded by the strike: Gimli is wounded, his body unchanged in the body check',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Block' });
      const gimli = chars[0] as number;
      assignEach(k, chars);
      k.play(0, card, gimli);
      resolveStrike(k, gimli, [1, 1, 1, 1]);
      k.equal(rollOf(k, 'bodyCheck')?.body, k.card('Gimli').body ?? 0, 'body in the body check');
      k.equal(k.s.status[gimli], 'wounded', 'Gimli');
    },
  },
  {
    title: 'not on Bilbo, who is no warrior',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Block' });
      assignEach(k, chars);
      k.expect(!k.canPlay(0, card, chars[1] as number), 'Bilbo is not a warrior');
      k.expect(k.canPlay(0, card, chars[0] as number), 'Gimli is');
    },
  },
];
export default scenarios;
