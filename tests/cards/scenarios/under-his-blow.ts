import { notOnAnAlly } from '../helpers/onAttack';
import { attackWindow, resolveStrike } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  notOnAnAlly('Under His Blow', true),
  {
    title: 'an untapped character defeats the strike and stays untapped; not on a tapped character',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Orc-watch', cards: 'Under His Blow', prepare: (cs) => k.setStatus(cs[1] as number, 'tapped') });
      const [gimli, bilbo, aragorn] = chars as [number, number, number];
      k.act(0, { type: 'assignStrike', target: gimli });
      k.act(0, { type: 'assignStrike', target: aragorn });
      k.act(1, { type: 'assignStrike', target: bilbo });
      k.expect(k.top()?.kind === 'combat', 'strikes assigned');
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is tapped');
      k.play(0, card, gimli);
      resolveStrike(k, gimli, [6, 6, 6, 6]);
      k.equal(k.s.status[gimli], undefined, 'Gimli stays untapped');
    },
  },
];
export default scenarios;
