import { directInfluence } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { onceRemoval, playOn } from '../helpers/corruption';
import { notOnAnotherCompany } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: '"-2 to character’s direct influence (to a minimum of zero)": Aragorn II 3 → 1, Bilbo stays at 0; not on Gandalf (a Wizard)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gandalf', 'Bilbo'], 'Rivendell');
      const [aragorn, gandalf, bilbo] = chars as [number, number, number];
      const before = directInfluence(k.s, aragorn);
      const card = playOn(k, 'Shut Yer Mouth', id, aragorn);
      k.equal(directInfluence(k.s, aragorn), before - 2, 'Aragorn II’s direct influence');
      const second = k.hand(1, 'Shut Yer Mouth');
      k.expect(!k.canPlay(1, second, gandalf), 'not on Gandalf (a Wizard)');
      k.expect(!k.canPlay(1, second, aragorn), 'cannot be duplicated on a given character');
      notOnAnotherCompany(k, 1, second, bilbo);
      k.attach(bilbo, 'Shut Yer Mouth');
      k.equal(directInfluence(k.s, bilbo), 0, 'Bilbo’s direct influence, at its minimum');
      void card;
    },
  },
  {
    title: '"Once during each of his organization phases, the character may attempt to remove this card … greater than 7": no tap; 7 fails, 8 discards',
    run: (k) => onceRemoval(k, 'Shut Yer Mouth', 'Aragorn II', 7),
  },
];
export default scenarios;
