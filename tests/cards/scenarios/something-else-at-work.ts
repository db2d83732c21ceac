import { influenceOdds } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { playOn } from '../helpers/corruption';
import { notOnAnotherCompany } from '../helpers/inPlay';
import { ringTest } from '../helpers/ringTests';
import { exhaustDiscards } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  {
    title: '"Playable on a character. Any influence check he makes is modified by -1": Aragorn II’s attempt; not twice on him, not on another company; discarded when a play deck is exhausted',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
      const aragorn = chars[0] as number;
      const target = k.company(1, ['Orc Veteran'], 'Bree').chars[0] as number;
      const before = influenceOdds(k.s, 0, aragorn, target).modifier;
      const card = playOn(k, 'Something Else at Work', id, aragorn);
      k.equal(influenceOdds(k.s, 0, aragorn, target).modifier - before, -1, 'modifier change');
      const second = k.hand(1, 'Something Else at Work');
      k.expect(!k.canPlay(1, second, aragorn), 'cannot be duplicated on a given character');
      notOnAnotherCompany(k, 1, second, aragorn);
      exhaustDiscards(k, card, 1, 'Something Else at Work');
    },
  },
  {
    title: '"any test for a gold ring in his company is modified by -1": Gandalf tests Bilbo’s ring, the card on Frodo: 8 - 1',
    run: (k) => {
      const { chars } = k.company(0, ['Gandalf', 'Bilbo', 'Frodo'], 'Rivendell');
      const [gandalf, bilbo, frodo] = chars as [number, number, number];
      k.attach(frodo, 'Something Else at Work');
      const gold = k.item(bilbo, 'Beautiful Gold Ring');
      k.equal(ringTest(k, gandalf, gold, [4, 4])?.total, 7, 'the test’s result');
    },
  },
];
export default scenarios;
