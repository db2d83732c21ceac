import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { refusedOnCompany } from '../helpers/creatures';

const scenarios: Scenario[] = [
  {
    title: 'Elves upon Errantry: attacks a minion company with its printed strikes and prowess',
    run: (k) => {
      minionTurn(k);
      const { id } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan', 'Ciryaher'], 'Minas Morgul');
      k.creatureAttack(id, 'Elves upon Errantry', 0);
      const attack = k.allEvents.find((e) => e.type === 'attack');
      const card = k.card('Elves upon Errantry', 0);
      k.equal(attack?.strikes, card.strikes, 'strikes');
      k.equal(attack?.prowess, card.prowess, 'prowess');
    },
  },
  refusedOnCompany('Elves upon Errantry', ['Aragorn II', 'Legolas', 'Faramir'], 'cannot be played against a hero company'),
];
export default scenarios;
