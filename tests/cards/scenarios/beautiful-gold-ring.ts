import type { Scenario } from '../kit/scenario';
import { ringTest } from '../helpers/ringTests';

const scenarios: Scenario[] = [
  {
    title: 'tested by Gandalf at Rivendell on a 7: a Magic Ring may be played (none in the Ring deck, a Lesser Ring is); the gold ring is discarded',
    run: (k) => {
      const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
      const [gandalf, bilbo] = chars as [number, number];
      const gold = k.item(bilbo, 'Beautiful Gold Ring');
      const lesser = k.spawn('Lesser Ring');
      k.s.sets.wizard?.decks.ring.unshift(lesser);
      const roll = ringTest(k, gandalf, gold, [3, 4]);
      k.equal(((roll?.kinds ?? []) as string[]).slice().sort().join(','), ['lesser', 'magic'].sort().join(','), 'ring kinds on 7');
      k.expect(k.s.chars[bilbo]?.items.includes(lesser) ?? false, 'Bilbo bears the Lesser Ring');
      k.equal(k.where(gold), 'discard', 'Beautiful Gold Ring');
    },
  },
  {
    title: 'on 12: The One Ring, a Dwarven Ring or a Lesser Ring (no Magic Ring)',
    run: (k) => {
      const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
      const gold = k.item(chars[1] as number, 'Beautiful Gold Ring');
      const roll = ringTest(k, chars[0] as number, gold, [6, 6]);
      const kinds = (roll?.kinds ?? []) as string[];
      k.expect(kinds.includes('one') && kinds.includes('dwarven') && kinds.includes('lesser') && !kinds.includes('magic'), `kinds on 12: ${kinds.join(',')}`);
    },
  },
];
export default scenarios;
