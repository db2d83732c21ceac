import type { Scenario } from '../kit/scenario';
import { ringTest } from '../helpers/ringTests';

const scenarios: Scenario[] = [
  {
    title: 'a gold ring tested in its company: the roll is modified by +2; in another company: no modification',
    run: (k) => {
      const { chars } = k.company(0, ['Gandalf', 'Bilbo', 'Frodo'], 'Rivendell');
      const [gandalf, bilbo, frodo] = chars as [number, number, number];
      k.item(frodo, 'Scroll of Isildur');
      const gold = k.item(bilbo, 'Beautiful Gold Ring');
      const roll = ringTest(k, gandalf, gold, [4, 4]);
      k.equal(roll?.total, 10, 'the test’s result (8 + 2)');
      k.expect(((roll?.kinds ?? []) as string[]).includes('dwarven'), 'a Dwarven Ring on 10');
      k.s.chars[frodo]?.items.pop(); // the Scroll leaves this company
      const elsewhere = k.company(0, ['Aragorn II'], 'Bree');
      k.item(elsewhere.chars[0] as number, 'Scroll of Isildur');
      const gold2 = k.item(bilbo, 'Beautiful Gold Ring');
      k.setStatus(gandalf, 'untapped');
      const plain = ringTest(k, gandalf, gold2, [4, 4]);
      k.equal(plain?.total, 8, 'no modification from a Scroll in another company');
    },
  },
];
export default scenarios;
