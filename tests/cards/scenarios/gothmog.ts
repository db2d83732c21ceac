import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { defeatAttack } from '../helpers/creatures';

const NAME = 'Gothmog';

/** A hero company staying at Moria (a Shadow-hold: the data keys Gothmog to Dark-domains and Dark-holds only). */
function atMoria(k: ScenarioKit): string {
  const { id } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli', 'Faramir', 'Boromir II'], 'Moria');
  k.movement(id, null, [], 5);
  return id;
}

const scenarios: Scenario[] = [
  {
    title: `${NAME}: at a Shadow-hold (Moria) before any Orc or Troll attack, not playable`,
    run: (k) => {
      atMoria(k);
      k.refused(1, { type: 'playCreature', inst: k.hand(1, NAME) });
    },
  },
  {
    title: `${NAME}: "May also be played following an Orc or Troll attack in a Shadow-land [{s}] or Shadow-hold [{S}]": after Orc-lieutenant at Moria, he attacks with his printed figures`,
    run: (k) => {
      const id = atMoria(k);
      k.creatureAttack(id, 'Orc-lieutenant');
      defeatAttack(k);
      k.act(1, { type: 'playCreature', inst: k.hand(1, NAME) });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.strikes, 1, 'strikes');
      k.equal(attack?.prowess, k.card(NAME, 1).prowess, 'prowess');
    },
  },
  {
    title: `${NAME}: after an attack of another race (Barrow-wight, Undead) at Moria, not playable`,
    run: (k) => {
      const id = atMoria(k);
      k.creatureAttack(id, 'Barrow-wight');
      defeatAttack(k);
      k.refused(1, { type: 'playCreature', inst: k.hand(1, NAME) });
    },
  },
];
export default scenarios;
