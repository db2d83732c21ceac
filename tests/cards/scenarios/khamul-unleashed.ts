import { currentCombat } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionAttackWindow, notForAnotherCompany } from '../helpers/minionEvents';

const scenarios: Scenario[] = [
  {
    title: '"Playable on any attack against Khamûl the Ringwraith’s own company … The prowess of the attack is modified by -3": Wolves attacking Khamûl and Mauhúr at 7 - 3; not played on Mauhúr',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: ['Khamûl the Ringwraith', 'Mauhúr'], creature: 'Wolves', cards: 'Khamûl Unleashed' });
      const [khamul, mauhur] = chars as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr is not Khamûl');
      const before = currentCombat(k.s)?.attack.prowess ?? NaN;
      k.equal(before, k.card('Wolves', 0).prowess, 'the printed prowess');
      k.play(1, card, khamul);
      k.equal(currentCombat(k.s)?.attack.prowess, before - 3, "the attack's prowess");
    },
  },
  notForAnotherCompany('Khamûl Unleashed', 'Khamûl the Ringwraith'),
];
export default scenarios;
