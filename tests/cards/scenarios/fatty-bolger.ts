/** Fatty Bolger: tapping to cancel a strike against another Hobbit (the template's scenarios come first: tests/cards/templates/characters.ts). */
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Fatty Bolger taps to cancel the strike against Bilbo; not the one against Aragorn II',
    run: (k) => {
      const { id, chars } = k.company(0, ['Fatty Bolger', 'Bilbo', 'Aragorn II'], 'Rivendell');
      const [fatty, bilbo, aragorn] = chars as [number, number, number];
      k.creatureAttack(id, 'Orc-patrol');
      k.passAll();
      k.act(0, { type: 'assignStrike', target: bilbo });
      k.act(0, { type: 'assignStrike', target: aragorn });
      k.act(0, { type: 'assignStrike', target: fatty });
      k.passAll();
      k.expect(!k.canUse(0, fatty, 0, aragorn), 'not for the strike against Aragorn II (a Dúnadan)');
      k.expect(!k.canUse(0, fatty, 0, fatty), 'not for the strike against himself');
      k.use(0, fatty, 0, bilbo);
      k.equal(k.s.status[fatty], 'tapped', 'Fatty Bolger taps');
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      k.expect(combat?.kind === 'combat' && combat.slots.some((x) => x.target === bilbo && x.resolved), 'the strike against Bilbo is cancelled');
      k.equal(k.s.status[bilbo], undefined, 'Bilbo stays untapped');
      k.expect(!k.canUse(0, fatty, 0, aragorn), 'tapped, he cannot do it again');
    },
  },
];
export default scenarios;
