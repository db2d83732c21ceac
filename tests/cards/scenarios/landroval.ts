import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { refusedOnCompany } from '../helpers/creatures';

const scenarios: Scenario[] = [
  {
    title: 'Landroval: attacks a minion company with its printed strikes, prowess and body; the attacker chooses defending characters',
    run: (k) => {
      minionTurn(k);
      const { id } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan', 'Ciryaher'], 'Minas Morgul');
      k.creatureAttack(id, 'Landroval', 0);
      const attack = k.allEvents.find((e) => e.type === 'attack');
      const card = k.card('Landroval', 0);
      k.equal(attack?.strikes, 2, 'strikes');
      k.equal(attack?.prowess, card.prowess, 'prowess');
      k.equal(attack?.body ?? null, card.body, 'body');
      k.expect(card.attackerChooses, 'attacker chooses defending characters');
    },
  },
  refusedOnCompany('Landroval', ['Aragorn II', 'Legolas', 'Faramir'], 'cannot be played against a hero company'),
];
export default scenarios;
