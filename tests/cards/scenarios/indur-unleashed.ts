import { expectCancelled } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionAttackWindow, notForAnotherCompany } from '../helpers/minionEvents';

const scenarios: Scenario[] = [
  {
    title: '"Playable on any attack against Indûr the Ringwraith’s own company … The attack is canceled": Wolves attacking Indûr and Mauhúr are cancelled; not played on Mauhúr',
    run: (k) => {
      const { chars, card, creature } = minionAttackWindow(k, { names: ['Indûr the Ringwraith', 'Mauhúr'], creature: 'Wolves', cards: 'Indûr Unleashed' });
      const [indur, mauhur] = chars as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr is not Indûr');
      k.play(1, card, indur);
      expectCancelled(k, creature, 'Wolves');
    },
  },
  notForAnotherCompany('Indûr Unleashed', 'Indûr the Ringwraith'),
];
export default scenarios;
