import { currentCombat } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionAttackWindow, notForAnotherCompany } from '../helpers/minionEvents';

const TROLLS = 'Trolls from the Mountains';

const scenarios: Scenario[] = [
  {
    title: '"if she is the only character in her company. The number of strikes of the attack is reduced to one and the attack’s body is modified by -2": Trolls from the Mountains (3 strikes, body 5) against a lone Adûnaphel: 1 strike, body 3; "Cannot be duplicated on a given attack"',
    run: (k) => {
      const { chars, cards } = minionAttackWindow(k, { names: ['Adûnaphel the Ringwraith'], creature: TROLLS, cards: ['Adûnaphel Unleashed', 'Adûnaphel Unleashed'] });
      const [card, again] = cards as [number, number];
      k.play(1, card, chars[0] as number);
      const combat = currentCombat(k.s);
      k.equal(combat?.attack.strikes, 1, 'strikes');
      k.equal(combat?.attack.body, (k.card(TROLLS, 0).body ?? 0) - 2, 'body');
      k.expect(!k.canPlay(1, again), 'not twice on the attack');
    },
  },
  {
    title: '"if she is the only character in her company": not playable when Mauhúr is in her company',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: ['Adûnaphel the Ringwraith', 'Mauhúr'], creature: TROLLS, cards: 'Adûnaphel Unleashed' });
      k.expect(!k.canPlay(1, card, chars[0]), 'Adûnaphel is not alone');
      k.equal(currentCombat(k.s)?.attack.strikes, 3, 'the attack keeps its strikes');
    },
  },
  notForAnotherCompany('Adûnaphel Unleashed', 'Adûnaphel the Ringwraith'),
];
export default scenarios;
