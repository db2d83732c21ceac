import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { refusedOnCompany } from '../helpers/creatures';

const scenarios: Scenario[] = [
  {
    title: 'Sons of Kings: attacks a minion company with its printed strikes, prowess and body',
    run: (k) => {
      minionTurn(k);
      const { id } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan'], 'Minas Morgul');
      k.creatureAttack(id, 'Sons of Kings', 0);
      const attack = k.allEvents.find((e) => e.type === 'attack');
      const card = k.card('Sons of Kings', 0);
      k.equal(attack?.strikes, card.strikes, 'strikes');
      k.equal(attack?.prowess, card.prowess, 'prowess');
    },
  },
  refusedOnCompany('Sons of Kings', ['Aragorn II', 'Legolas', 'Faramir'], 'cannot be played against a hero company'),
];
export default scenarios;
