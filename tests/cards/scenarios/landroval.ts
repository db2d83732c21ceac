import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { minionTurn } from '../kit/templates';
import { refusedOnCompany, startMH } from '../helpers/creatures';

/** A company of the Ringwraith player (seat 1, active) placed where Landroval is keyed, its movement/hazard phase begun. */
function minionCompany(k: ScenarioKit, names: string[]): string {
  minionTurn(k);
  const { id } = k.company(1, names, 'Minas Morgul');
  k.keyTo(id, 'Landroval', 0);
  startMH(k, id);
  return id;
}

const scenarios: Scenario[] = [
  {
    title: 'Landroval: attacks an overt minion company (Orcs in it) with its printed strikes, prowess and body; the attacker chooses defending characters',
    run: (k) => {
      const id = minionCompany(k, ['Grishnákh', 'Shagrat', 'Luitprand', 'Ostisen']);
      k.creatureAttack(id, 'Landroval', 0);
      const attack = k.allEvents.find((e) => e.type === 'attack');
      const card = k.card('Landroval', 0);
      k.equal(attack?.strikes, 2, 'strikes');
      k.equal(attack?.prowess, card.prowess, 'prowess');
      k.equal(attack?.body ?? null, card.body, 'body');
      k.expect(card.attackerChooses, 'attacker chooses defending characters');
    },
  },
  {
    title: 'Landroval: "playable only against an overt minion company": not against a covert one (Men only)',
    run: (k) => {
      minionCompany(k, ['Luitprand', 'Ostisen', 'Eradan', 'Ciryaher']);
      k.refused(0, { type: 'playCreature', inst: k.hand(0, 'Landroval') });
    },
  },
  refusedOnCompany('Landroval', ['Aragorn II', 'Legolas', 'Faramir'], 'cannot be played against a hero company'),
];
export default scenarios;
